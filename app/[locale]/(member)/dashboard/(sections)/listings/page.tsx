import { requireMember } from "@/app/[locale]/(member)/dashboard/guard";
import { ListingsPanel } from "@/components/dashboard/listings-panel";
import { listMyListings } from "@/lib/listing-views/my-listings";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

/** My Listings: the member's jobs, events, gigs and startups of every status. */
export default async function ListingsPage({ params }: LocaleParams = {}) {
  await pageLocale(params);
  const user = await requireMember("/dashboard/listings");
  return <ListingsPanel listings={await listMyListings(user)} />;
}
