// The language an /api/* answer is written in (its error messages): the page's, which the site's own fetches send
// as X-Locale (lib/client), else the visitor's saved choice (the NEXT_LOCALE cookie), else English. Never
// Accept-Language: the same request gets the same answer whatever the browser's settings.
import { defaultLocale, isLocale, LOCALE_COOKIE, type Locale } from "./locales";

export const LOCALE_HEADER = "x-locale";

export function apiLocale(request: Request): Locale {
  const header = request.headers.get(LOCALE_HEADER);
  if (isLocale(header)) return header;
  const cookie = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(
    request.headers.get("cookie") ?? "",
  )?.[1];
  return isLocale(cookie) ? cookie : defaultLocale;
}
