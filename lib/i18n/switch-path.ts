// The language switcher's arithmetic (components/layout/locale-switch.tsx, hindi-offer.tsx): the same page in another
// language, query and all, the cookie that remembers the choice, and whether a browser prefers Hindi. Pure; safe in
// client components.
import { LOCALE_COOKIE, localizedPath, locales, pseudoLocale, type Locale } from "./locales";

/** Every code a path may start with, English's included (a page prerendered as "/en/jobs" reports that path). */
const prefix = new RegExp(`^/(?:${[...locales, pseudoLocale].join("|")})(?=/|$)`);

/** A list's /search route (proxy.ts renders a filtered list there; its address stays the list's). */
const searchRoute = /^\/(jobs|events|gigs|startups)\/search$/;

/** The page's path as English has it: "/hi/jobs" and "/en/jobs" → "/jobs", "/jobs/search" → "/jobs". */
export function sitePath(pathname: string): string {
  const path = pathname.replace(prefix, "") || "/";
  return path.replace(searchRoute, "/$1");
}

/** Pages in English only (the back office): no switcher there. */
export function isEnglishOnly(path: string): boolean {
  return path === "/admin" || path.startsWith("/admin/");
}

/**
 * The address of the page at `pathname` (as the browser or Next reports it, any language's) with the query `search`
 * ("a=1&b=2" or "?a=1&b=2") in `target`: switchPath("/jobs", "type=Internship", "hi") → "/hi/jobs?type=Internship".
 */
export function switchPath(pathname: string, search: string, target: Locale): string {
  const query = search.replace(/^\?/, "");
  return localizedPath(target, `${sitePath(pathname)}${query ? `?${query}` : ""}`);
}

/** The cookie that remembers a visitor's language for a year, on every path (`secure` on https). */
export function localeCookie(locale: Locale, secure = false): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Whether a Cookie header (document.cookie) holds a language choice. */
export function hasLocaleCookie(cookie: string): boolean {
  return new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=[^;]`).test(cookie);
}

/** Whether a browser's languages (navigator.languages) put Hindi before English ("hi-IN" before any "en"). */
export function prefersHindi(languages: readonly string[]): boolean {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split("-")[0];
    if (primary === "hi") return true;
    if (primary === "en") return false;
  }
  return false;
}
