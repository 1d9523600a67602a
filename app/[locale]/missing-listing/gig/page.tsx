// Where proxy.ts sends a guest's request for /gig/… that a guest may not see (lib/site/missing-listing.ts).
import GigNotFound from "@/app/[locale]/(public)/gig/[id]/not-found";
import { listingNotFoundPage } from "@/lib/site/listing-not-found-page";
export default listingNotFoundPage(GigNotFound);
