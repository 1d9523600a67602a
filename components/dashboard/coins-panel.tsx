import { CoinHistory } from "@/components/dashboard/coin-history";
import { CoinsOverview } from "@/components/dashboard/coins-overview";
import { ReferralHistory } from "@/components/dashboard/referral-history";
import { TabLinks } from "@/components/ui/tab-links";

export const coinViews = [
  { value: "overview", label: "My Coins" },
  { value: "history", label: "Transaction History" },
  { value: "referrals", label: "Referral History" },
] as const;

export type CoinView = (typeof coinViews)[number]["value"];

type Member = { id: string; coins: number; referralCode: string };

/** My Coins, Transaction History, Referral History: inner tabs in the URL (?tab=coins&view=). */
export function CoinsPanel({ user, view, page }: { user: Member; view: CoinView; page: number }) {
  return (
    <TabLinks
      label="Coins"
      current={view}
      className="flex flex-col gap-5"
      tabs={coinViews.map((v) => ({
        ...v,
        href: v.value === "overview" ? "/dashboard?tab=coins" : `/dashboard?tab=coins&view=${v.value}`,
      }))}
    >
      {view === "overview" && <CoinsOverview user={user} />}
      {view === "history" && <CoinHistory userId={user.id} page={page} />}
      {view === "referrals" && <ReferralHistory user={user} />}
    </TabLinks>
  );
}
