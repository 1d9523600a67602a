// The site's languages (listed in ./locale-list.mjs, one line each) and their addresses: English is the default and
// stays at the root of every address (/jobs); any other language is under its code (/hi/jobs). Safe in client
// components.
import { defaultCode, localeInfo, pseudoCode } from "./locale-list.mjs";

export { localeInfo };

export type Locale = keyof typeof localeInfo;

export const locales = Object.keys(localeInfo) as Locale[];

export const defaultLocale: Locale = defaultCode;

/** The pseudo-locale (accented, lengthened English): served only where PSEUDO_LOCALE=1 (the e2e suite's server). */
export const pseudoLocale = pseudoCode;

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && Object.hasOwn(localeInfo, value);
}

/** Intl's locale for a site locale ("hi" → "hi-IN"); anything else (the pseudo-locale too) is English's, en-IN. */
export function intlLocale(locale: string = defaultLocale): string {
  return localeInfo[isLocale(locale) ? locale : defaultLocale].tag;
}

/** The cookie remembering a visitor's choice of language (set by the switcher; read to offer it on English pages). */
export const LOCALE_COOKIE = "NEXT_LOCALE";

/** `path` (a site path such as "/jobs?q=x") in `locale`: "/hi/jobs?q=x", or unchanged in English (or when it has the prefix). */
export function localizedPath(locale: string, path: string): string {
  if (locale === defaultLocale || !path.startsWith("/") || path.startsWith("//")) return path;
  // Already in the language (a link built with its prefix, given to a locale-aware Link): as it is.
  if (
    path === `/${locale}` ||
    (/^[/?#]/.test(path.slice(locale.length + 1)) && path.startsWith(`/${locale}`))
  ) {
    return path;
  }
  if (path === "/") return `/${locale}`;
  return path.startsWith("/?") || path.startsWith("/#") ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
}

/** The language of a site path and the path without its prefix: "/hi/jobs" → { locale: "hi", path: "/jobs" }. */
export function splitLocalePath(pathname: string): { locale: Locale | typeof pseudoLocale; path: string } {
  const match = /^\/([a-z]{2,3})(?=\/|$)/.exec(pathname);
  const code = match?.[1];
  if (code && code !== defaultLocale && (isLocale(code) || code === pseudoLocale)) {
    return { locale: code as Locale, path: pathname.slice(code.length + 1) || "/" };
  }
  return { locale: defaultLocale, path: pathname };
}
