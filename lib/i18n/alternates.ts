// A page's address in every language, for search engines: hreflang alternates (en-IN, hi-IN, x-default) in each
// page's head and in sitemap.xml. Safe in client components.
import { defaultLocale, localeInfo, localizedPath, locales } from "./locales";

/** { "en-IN": "/jobs", "hi-IN": "/hi/jobs", "x-default": "/jobs" } for "/jobs" (paths, or URLs on `base`). */
export function languageAlternates(path: string, base = ""): Record<string, string> {
  const entries = locales.map((locale) => [localeInfo[locale].tag, `${base}${localizedPath(locale, path)}`]);
  return { ...Object.fromEntries(entries), "x-default": `${base}${localizedPath(defaultLocale, path)}` };
}
