// The site's languages: one line each (and one catalog, messages/<code>.json). English is the default and stays at
// the root of every address (/jobs); any other language is under its code (/hi/jobs). Safe in client components.

export const localeInfo = {
  en: { tag: "en-IN", og: "en_IN", name: "English" },
  hi: { tag: "hi-IN", og: "hi_IN", name: "हिन्दी" },
} as const;

export type Locale = keyof typeof localeInfo;

export const locales = Object.keys(localeInfo) as Locale[];

export const defaultLocale: Locale = "en";

/** The pseudo-locale (accented, lengthened English): served only where PSEUDO_LOCALE=1 (the e2e suite's server). */
export const pseudoLocale = "qps";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && Object.hasOwn(localeInfo, value);
}

/** The cookie remembering a visitor's choice of language (set by the switcher; read to offer it on English pages). */
export const LOCALE_COOKIE = "NEXT_LOCALE";

/** `path` (a site path such as "/jobs?q=x") in `locale`: "/hi/jobs?q=x", or unchanged in English. */
export function localizedPath(locale: string, path: string): string {
  if (locale === defaultLocale || !path.startsWith("/") || path.startsWith("//")) return path;
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
