// Page metadata in one shape: title, description, canonical URL and the Open Graph / Twitter fields.
// No images here: a page's openGraph replaces its parent's (images included), so every page keeps an
// opengraph-image.tsx beside its page.tsx, which Next merges after this metadata; twitter:image follows og:image.
// In every language: `path` is the English address ("/jobs"); the canonical is the page's own language's ("/hi/jobs"),
// with the hreflang alternates of every language (lib/i18n/alternates.ts).
import type { Metadata } from "next";
import { languageAlternates } from "@/lib/i18n/alternates";
import { isLocale, localeInfo, localizedPath } from "@/lib/i18n/locales";
import { site } from "@/lib/site/config";

export function pageMetadata({
  title,
  description,
  path,
  locale = "en",
  absoluteTitle = false,
}: {
  title: string;
  description: string;
  /** The page's English address. */
  path: string;
  /** The page's language ("en", "hi"). */
  locale?: string;
  absoluteTitle?: boolean;
}): Metadata {
  const fullTitle = absoluteTitle ? title : `${title} | ${site.name}`;
  const canonical = localizedPath(locale, path);
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical, languages: languageAlternates(path) },
    openGraph: {
      type: "website",
      siteName: site.name,
      locale: localeInfo[isLocale(locale) ? locale : "en"].og,
      url: canonical,
      title: fullTitle,
      description,
    },
    twitter: { card: "summary_large_image", title: fullTitle, description },
  };
}
