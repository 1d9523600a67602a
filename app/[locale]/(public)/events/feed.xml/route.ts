// /events/feed.xml: the 50 newest live events as RSS 2.0, regenerated at most once an hour. The channel's title
// and description in the address's language (/hi/events/feed.xml); the events are as their posters wrote them.
import { getTranslations } from "next-intl/server";
import { eventFeedItems } from "@/lib/seo/feeds";
import { documentResponse, unavailableResponse } from "@/lib/seo/responses";
import { RSS_CONTENT_TYPE, rssFeed } from "@/lib/seo/rss";
import { readForCachedPage } from "@/lib/site/page-read";
import { site } from "@/lib/site/config";
import { htmlLang } from "@/lib/i18n/page-locale";
import { localizedPath } from "@/lib/i18n/locales";

export const revalidate = 3600;

type Context = { params?: Promise<{ locale?: string }> };

export async function GET(_request?: Request, context: Context = {}) {
  const locale = (await context.params)?.locale ?? "en";
  const t = await getTranslations({ locale, namespace: "events.feed" });
  const items = await readForCachedPage("events feed", () => eventFeedItems(site.url));
  if (!items) return unavailableResponse();
  const feed = rssFeed({
    language: htmlLang(locale),
    title: t("title", { site: site.name }),
    link: `${site.url}${localizedPath(locale, "/events")}`,
    selfUrl: `${site.url}${localizedPath(locale, "/events/feed.xml")}`,
    description: t("description"),
    items,
  });
  return documentResponse(feed, RSS_CONTENT_TYPE);
}
