// The words of a member's calendar feed in their language (User.locale, read with the feed): the catalog's
// calendarFeed (titles, descriptions, the calendar's name) and events.types (an event's type), and the language's
// addresses on the site (/hi/job/…). createTranslator, not getTranslations: a calendar app's request carries no
// page language. English's words are the catalog part itself, so the entries can be made without the catalog.
import { createTranslator } from "next-intl";
import { catalog } from "@/lib/i18n/catalog";
import { defaultLocale, isLocale, localizedPath, type Locale, intlLocale } from "@/lib/i18n/locales";
import english from "@/lib/i18n/parts/calendarFeed.en.json";

type Read = ((key: string, values?: Record<string, string>) => string) & { has: (key: string) => boolean };

export type FeedWords = {
  locale: Locale;
  /** A calendarFeed text: t("deadlineTitle", { title, company }). */
  t: (key: keyof typeof english, values?: Record<string, string>) => string;
  /** An event's type as the language names it (English: as stored). */
  eventType: (type: string) => string;
  /** The absolute address of a site path in the language ("/job/1" → "https://…/hi/job/1"). */
  url: (siteUrl: string, path: string) => string;
};

function wordsOf(locale: Locale, messages: object): FeedWords {
  const read = (namespace: string) =>
    createTranslator({
      locale: intlLocale(locale),
      messages: messages as never,
      namespace: namespace as never,
      timeZone: "Asia/Kolkata",
    }) as unknown as Read;
  const t = read("calendarFeed");
  const types = locale === defaultLocale ? null : read("events.types");
  return {
    locale,
    t: (key, values) => t(key, values),
    eventType: (type) => (types?.has(type) ? types(type) : type),
    url: (siteUrl, path) => `${siteUrl}${localizedPath(locale, path)}`,
  };
}

export const englishFeedWords: FeedWords = wordsOf(defaultLocale, { calendarFeed: english });

/** The feed's words in `locale` (a member's stored language; English for anything else). */
export async function feedWords(locale: string | null | undefined): Promise<FeedWords> {
  if (!isLocale(locale) || locale === defaultLocale) return englishFeedWords;
  return wordsOf(locale, await catalog(locale));
}
