// A saved search's view of its list: the canonical query string of a list URL's search words and filters (as
// lib/listing-views/list-filters.ts orders them; bad values left out, as the page does), and the search in words
// (lib/listing-views/list-titles.ts). The digest reads its matches from the same parsed filters.
import { readListTitle } from "@/lib/listing-views/public-lists";
import { readQuery } from "@/lib/listings/search";
import { listPaths, type SavedSearchKind } from "@/lib/saved-searches/schema";
import type { QueryParams } from "@/lib/site/query";
import { withQuery } from "@/lib/site/query";

const listNames = { job: "jobs", event: "events", gig: "gigs", startup: "startups" } as const;

/** What an unfiltered list is called in words. */
const wholeList = {
  job: "All jobs and internships",
  event: "All upcoming events",
  gig: "All freelance gigs",
  startup: "All startups",
} as const;

/** A query string's params ("a=1&b=2" → { a: "1", b: "2" }); a repeated name keeps its values. */
export function paramsOf(query: string): QueryParams {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(query)) {
    const had = out[key];
    out[key] = had === undefined ? value : [...(Array.isArray(had) ? had : [had]), value];
  }
  return out;
}

export type SearchView = {
  /** The canonical query string: q (the search words) first, then the filters in the list's order. */
  query: string;
  /** The search in words. */
  description: string;
  /** The list with this search. */
  href: string;
};

/** The canonical view of `params` on the list of `kind`. */
export function searchViewOf(kind: SavedSearchKind, params: QueryParams): SearchView {
  const words = readQuery(params);
  const { filters, title } = readListTitle(listNames[kind], params);
  const href = withQuery(listPaths[kind], { q: words, ...filters.params });
  const query = href.includes("?") ? href.slice(href.indexOf("?") + 1) : "";
  const base = title ?? wholeList[kind];
  return { query, href, description: words ? `${base}, matching “${words}”` : base };
}
