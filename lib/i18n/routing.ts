// next-intl's routing: English unprefixed, every other language under its code. The addresses themselves are made
// by next.config.mjs (an unprefixed path is served by app/[locale] as "en") and proxy.ts; nothing here redirects by
// Accept-Language (crawlers are never redirected; a visitor whose browser prefers Hindi is offered it once).
import { defineRouting } from "next-intl/routing";
import { defaultLocale, locales, pseudoLocale } from "./locales";

export const routing = defineRouting({
  locales: [...locales, pseudoLocale],
  defaultLocale,
  localePrefix: "as-needed",
  localeDetection: false,
  localeCookie: false,
});
