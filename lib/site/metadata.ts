// Page metadata in one shape: title, description, canonical URL and the Open Graph / Twitter fields.
// No images here: a page's openGraph replaces its parent's (images included), so every page keeps an
// opengraph-image.tsx beside its page.tsx, which Next merges after this metadata; twitter:image follows og:image.
import type { Metadata } from "next";
import { site } from "@/lib/site/config";

export function pageMetadata({
  title,
  description,
  path,
  absoluteTitle = false,
}: {
  title: string;
  description: string;
  path: string;
  absoluteTitle?: boolean;
}): Metadata {
  const fullTitle = absoluteTitle ? title : `${title} | ${site.name}`;
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: "website",
      siteName: site.name,
      locale: "en_IN",
      url: path,
      title: fullTitle,
      description,
    },
    twitter: { card: "summary_large_image", title: fullTitle, description },
  };
}
