// /events/feed.xml: the 50 newest live events as RSS 2.0, regenerated at most once an hour.
import { eventFeedItems } from "@/lib/seo/feeds";
import { documentResponse, unavailableResponse } from "@/lib/seo/responses";
import { RSS_CONTENT_TYPE, rssFeed } from "@/lib/seo/rss";
import { readForCachedPage } from "@/lib/site/page-read";
import { site } from "@/lib/site/config";

export const revalidate = 3600;

export async function GET() {
  const items = await readForCachedPage("events feed", () => eventFeedItems(site.url));
  if (!items) return unavailableResponse();
  const feed = rssFeed({
    title: `${site.name}: events and hackathons`,
    link: `${site.url}/events`,
    selfUrl: `${site.url}/events/feed.xml`,
    description: "Hackathons, workshops, meetups and conferences for builders across India, newest first.",
    items,
  });
  return documentResponse(feed, RSS_CONTENT_TYPE);
}
