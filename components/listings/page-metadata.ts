import type { Metadata } from "next";
import { site } from "@/lib/site/config";

/**
 * A list's metadata for the view a URL asks for: a filtered view has its own readable title and canonical URL
 * (its filters in a fixed order); any other view (a search, a page, odd values) keeps the list's own.
 */
export function filteredListMetadata(
  base: Metadata,
  view: { title: string | null; canonical: string | null },
): Metadata {
  if (!view.title || !view.canonical) return base;
  const fullTitle = `${view.title} | ${site.name}`;
  return {
    ...base,
    title: view.title,
    alternates: { ...base.alternates, canonical: view.canonical },
    openGraph: { ...base.openGraph, url: view.canonical, title: fullTitle },
    twitter: { ...base.twitter, title: fullTitle },
  };
}
