// Where proxy.ts sends a guest's request for /u/… that a guest may not see (lib/site/missing-listing.ts).
import ProfileNotFound from "@/app/[locale]/(public)/u/[username]/not-found";
import { listingNotFoundPage } from "@/lib/site/listing-not-found-page";
export default listingNotFoundPage(ProfileNotFound);
