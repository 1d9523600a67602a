// After a listing is created, edited, decided or deleted: what shows it in public is refreshed at once.
import { revalidateTag } from "next/cache";
import { listingTag, type ListedKind } from "@/lib/listings/cache-tags";
import { refreshPage } from "@/lib/site/revalidate";

const listPage: Record<ListedKind, string> = {
  job: "/jobs",
  event: "/events",
  gig: "/gigs",
  startup: "/startups",
};

/** Its kind's cached list results expire now; the list page (and the home page's teasers) render anew on their next visit. */
export function refreshListings(kind: ListedKind): void {
  try {
    revalidateTag(listingTag[kind], { expire: 0 });
  } catch (error) {
    // Outside a Next request (a script, a test calling a handler directly) there is no cache to refresh.
    console.warn(`[revalidate] ${listingTag[kind]} not revalidated: ${(error as Error).message}`);
    return;
  }
  refreshPage(listPage[kind]);
  if (kind === "job" || kind === "event") refreshPage("/");
}
