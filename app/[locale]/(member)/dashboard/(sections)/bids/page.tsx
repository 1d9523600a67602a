import { requireMember } from "@/app/[locale]/(member)/dashboard/guard";
import { BidsPanel } from "@/components/dashboard/bids-panel";
import { listMyBids } from "@/lib/bids/queries";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

/** My Bids: the member's bids, newest first. */
export default async function BidsPage({ params }: LocaleParams = {}) {
  await pageLocale(params);
  const user = await requireMember("/dashboard/bids");
  return <BidsPanel bids={await listMyBids(user.id)} />;
}
