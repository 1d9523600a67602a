import { requireMember } from "@/app/(member)/dashboard/guard";
import { BidsPanel } from "@/components/dashboard/bids-panel";
import { listMyBids } from "@/lib/bids/queries";

/** My Bids: the member's bids, newest first. */
export default async function BidsPage() {
  const user = await requireMember("/dashboard/bids");
  return <BidsPanel bids={await listMyBids(user.id)} />;
}
