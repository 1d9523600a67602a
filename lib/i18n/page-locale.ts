// The page's language as app/[locale] receives it. Server-only.
import { setRequestLocale } from "next-intl/server";
import { isLocale, localeInfo, pseudoLocale, type Locale } from "./locales";

/** A language this server answers: every catalog's, and the pseudo-locale where PSEUDO_LOCALE=1. */
export function isServedLocale(value: string): value is Locale {
  return isLocale(value) || (value === pseudoLocale && process.env.PSEUDO_LOCALE === "1");
}

/** The <html lang> of a page: "en-IN", "hi-IN" (the pseudo-locale is English's). */
export function htmlLang(locale: string): string {
  return isLocale(locale) ? localeInfo[locale].tag : localeInfo.en.tag;
}

/** A page's props under app/[locale]. */
export type LocaleParams = { params?: Promise<{ locale?: string }> };

/**
 * Tells next-intl the page's language (pages render apart from their layout on a client navigation, so each page
 * says it) and returns it. Call first in every page under app/[locale].
 */
export async function pageLocale(params?: Promise<{ locale?: string }>): Promise<string> {
  // A test rendering a page by itself may give it no params: English.
  const locale = (await params)?.locale ?? "en";
  setRequestLocale(locale);
  return locale;
}
