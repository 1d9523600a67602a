import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EventsList } from "@/components/events/events-list";
import { readEventsList } from "@/lib/listing-views/public-lists";
import { languageAlternates } from "@/lib/i18n/alternates";
import { localizedPath } from "@/lib/i18n/locales";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

/** The list's title, description, canonical and feeds, in the page's language (its views' pages start from it). */
export async function generateMetadata({ params }: LocaleParams = {}): Promise<Metadata> {
  const locale = (await params)?.locale ?? "en";
  const t = await getTranslations({ locale, namespace: "events.meta" });
  return {
    title: t("title"),
    description: t("description"),
    alternates: {
      canonical: localizedPath(locale, "/events"),
      languages: languageAlternates("/events"),
      types: {
        "application/rss+xml": [{ url: localizedPath(locale, "/events/feed.xml"), title: t("rssLinkTitle") }],
        "text/calendar": [{ url: localizedPath(locale, "/events/calendar.ics"), title: t("calendarLinkTitle") }],
      },
    },
  };
}

/** The default view, cached: rendered anew when a listing of this kind changes (lib/listings/refresh.ts) or each minute. */
export const revalidate = 60;

export default async function EventsPage({ params }: LocaleParams = {}) {
  const locale = await pageLocale(params);
  return <EventsList {...await readEventsList({}, locale)} />;
}
