// /jobs/feed.xml: the 50 newest live jobs and internships as RSS 2.0, regenerated at most once an hour.
import { jobFeedItems } from "@/lib/seo/feeds";
import { documentResponse, unavailableResponse } from "@/lib/seo/responses";
import { RSS_CONTENT_TYPE, rssFeed } from "@/lib/seo/rss";
import { readForCachedPage } from "@/lib/site/page-read";
import { site } from "@/lib/site/config";

export const revalidate = 3600;

export async function GET() {
  const items = await readForCachedPage("jobs feed", () => jobFeedItems(site.url));
  if (!items) return unavailableResponse();
  const feed = rssFeed({
    title: `${site.name}: jobs and internships`,
    link: `${site.url}/jobs`,
    selfUrl: `${site.url}/jobs/feed.xml`,
    description: "Hand-reviewed Web3, AI and deep-tech jobs and internships in India, newest first.",
    items,
  });
  return documentResponse(feed, RSS_CONTENT_TYPE);
}
