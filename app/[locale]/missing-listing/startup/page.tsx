// Where proxy.ts sends a request for /startup/… whose startup is unknown or not approved (lib/startups/page-request.ts).
import StartupNotFound from "@/app/[locale]/(public)/startup/[slug]/not-found";
import { listingNotFoundPage } from "@/lib/site/listing-not-found-page";
export default listingNotFoundPage(StartupNotFound);
