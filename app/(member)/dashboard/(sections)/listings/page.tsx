import { requireMember } from "@/app/(member)/dashboard/guard";
import { ListingsPanel } from "@/components/dashboard/listings-panel";
import { listMyListings } from "@/lib/listing-views/my-listings";

/** My Listings: the member's jobs, events, gigs and startups of every status. */
export default async function ListingsPage() {
  const user = await requireMember("/dashboard/listings");
  return <ListingsPanel listings={await listMyListings(user)} />;
}
