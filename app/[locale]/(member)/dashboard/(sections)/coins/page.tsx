import { requireMember, type SearchParams } from "@/app/[locale]/(member)/dashboard/guard";
import { CoinHistory } from "@/components/dashboard/coin-history";
import { CoinsOverview } from "@/components/dashboard/coins-overview";
import { CoinsPanel, coinViews, type CoinView } from "@/components/dashboard/coins-panel";
import { ReferralHistory } from "@/components/dashboard/referral-history";
import { pageOf } from "@/lib/site/query";
import type { CurrentUser } from "@/lib/auth/current-user";
import { listReferrals } from "@/lib/accounts/referrals";
import { balanceHistory, earnProgress, listCoinTransactions } from "@/lib/coins/queries";
import { getCoinSettings } from "@/lib/coins/settings";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

/** Transaction History's page size. */
const HISTORY_PAGE_SIZE = 10;

/** My Coins (?view=overview|history|referrals, ?page for the history): the chosen view's data only. */
export default async function CoinsPage({ params: route, searchParams }: LocaleParams & { searchParams: SearchParams }) {
  const locale = await pageLocale(route);
  const params = await searchParams;
  const user = await requireMember("/dashboard/coins", params);
  const view = coinViews.find((v) => v.value === params.view)?.value ?? "overview";
  const page = pageOf(params);
  return <CoinsPanel view={view}>{await readView(user, view, page, locale)}</CoinsPanel>;
}

/** The chosen view, read and drawn. */
async function readView(user: CurrentUser, view: CoinView, page: number, locale: string) {
  if (view === "history") {
    return <CoinHistory page={await listCoinTransactions(user.id, { page, limit: HISTORY_PAGE_SIZE }, locale)} />;
  }
  if (view === "referrals") {
    return <ReferralHistory referralCode={user.referralCode} referrals={await listReferrals(user.id)} />;
  }
  const [settings, progress, points] = await Promise.all([
    getCoinSettings(),
    earnProgress(user.id),
    balanceHistory(user.id),
  ]);
  return <CoinsOverview user={user} settings={settings} progress={progress} points={points} />;
}
