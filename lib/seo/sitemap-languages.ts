// /sitemap.xml in every language: each page's English entry becomes one entry per language, each naming all of
// them as hreflang alternates (en-IN, hi-IN, x-default), as search engines ask of a multilingual sitemap.
import type { MetadataRoute } from "next";
import { languageAlternates } from "@/lib/i18n/alternates";
import { localizedPath, locales } from "@/lib/i18n/locales";

/** The English entries' share of the file: every one of them is listed once per language. */
export const languageCount = locales.length;

/** `entries` (absolute English URLs on `siteUrl`), in every language with their alternates. */
export function inEveryLanguage(entries: MetadataRoute.Sitemap, siteUrl: string): MetadataRoute.Sitemap {
  const base = siteUrl.replace(/\/+$/, "");
  return entries.flatMap((entry) => {
    const path = entry.url.slice(base.length) || "/";
    const languages = languageAlternates(path, base);
    return locales.map((locale) => {
      const localized = localizedPath(locale, path);
      return { ...entry, url: `${base}${localized}`, alternates: { languages } };
    });
  });
}
