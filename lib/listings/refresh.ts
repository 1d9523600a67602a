// After a listing is created, edited, decided or deleted: what shows it in public is refreshed at once.
import { revalidateTag } from "next/cache";
import { listingTag, type ListedKind } from "@/lib/listings/cache-tags";
import { logLine } from "@/lib/log";
import { refreshPage } from "@/lib/site/revalidate";

/** The cached pages that show a kind: its list, the home page's teasers, its feeds, the sitemap. */
const publicPages: Record<ListedKind, string[]> = {
  job: ["/jobs", "/", "/jobs/feed.xml", "/sitemap.xml", "/startups"], // /startups: its Hiring badges
  event: ["/events", "/", "/events/feed.xml", "/events/calendar.ics", "/sitemap.xml"],
  gig: ["/gigs", "/sitemap.xml"],
  startup: ["/startups", "/sitemap.xml"],
};

/** Its kind's cached list results expire now; the pages that show it render anew on their next visit. */
export function refreshListings(kind: ListedKind): void {
  try {
    revalidateTag(listingTag[kind], { expire: 0 });
  } catch (error) {
    // Outside a Next request (a script, a test calling a handler directly) there is no cache to refresh.
    logLine("warn", { event: "not_revalidated", tag: listingTag[kind], message: (error as Error).message });
    return;
  }
  for (const path of publicPages[kind]) refreshPage(path);
}
