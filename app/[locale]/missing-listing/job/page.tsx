// Where proxy.ts sends a guest's request for /job/… that a guest may not see (lib/site/missing-listing.ts).
import JobNotFound from "@/app/[locale]/(public)/job/[id]/not-found";
import { listingNotFoundPage } from "@/lib/site/listing-not-found-page";
export default listingNotFoundPage(JobNotFound);
