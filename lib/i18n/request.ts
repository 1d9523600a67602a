// next-intl's request configuration: the page's language (from app/[locale]'s setRequestLocale), its catalog, India's
// time zone for every date. Server-only.
import { getRequestConfig } from "next-intl/server";
import { catalog } from "./catalog";
import { defaultLocale, isLocale, pseudoLocale } from "./locales";

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) || requested === pseudoLocale ? requested : defaultLocale;
  return { locale, messages: await catalog(locale), timeZone: "Asia/Kolkata" };
});
