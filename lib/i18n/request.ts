// next-intl's request configuration: the page's language (from app/[locale]'s setRequestLocale), its catalog, India's
// time zone for every date, and the formats pages share. Server-only.
import { hasLocale } from "next-intl";
import { getRequestConfig } from "next-intl/server";
import { catalog } from "./catalog";
import { routing } from "./routing";

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return { locale, messages: await catalog(locale), timeZone: "Asia/Kolkata" };
});
