// /jobs/feed.xml: the 50 newest live jobs and internships as RSS 2.0, regenerated at most once an hour; its title and
// description in the address's language (/hi/jobs/feed.xml), the items as posted.
import { getTranslations } from "next-intl/server";
import { jobFeedItems } from "@/lib/seo/feeds";
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
  const t = await getTranslations({ locale, namespace: "jobs" });
  const items = await readForCachedPage("jobs feed", () => jobFeedItems(site.url));
  if (!items) return unavailableResponse();
  const feed = rssFeed({
    language: htmlLang(locale),
    title: t("feedTitle", { name: site.name }),
    link: `${site.url}${localizedPath(locale, "/jobs")}`,
    selfUrl: `${site.url}${localizedPath(locale, "/jobs/feed.xml")}`,
    description: t("feedDescription"),
    items,
  });
  return documentResponse(feed, RSS_CONTENT_TYPE);
}
