// A saved search's view of its list: the canonical query string of a list URL's search words and filters (as
// lib/listing-views/list-filters.ts orders them; bad values left out, as the page does), and the search in words
// (lib/listing-views/list-titles.ts). The digest reads its matches from the same parsed filters. In another language
// (searchViewIn): the same query and href, the words from the catalog's searchWords and the lists' title words
// (listFiltersTitles, listFiltersSpecs), read with createTranslator: digests are also written by the worker, outside
// any Next request.
import { createTranslator } from "next-intl";
import { gigFilterFields } from "@/lib/gigs/schema";
import { catalog } from "@/lib/i18n/catalog";
import englishWords from "@/lib/i18n/parts/searchWords.en.json";
import type { FilterWords } from "@/lib/listing-views/filter-specs";
import {
  eventsTitle,
  gigsTitle,
  jobsTitle,
  startupsTitle,
  type TitleWords,
} from "@/lib/listing-views/list-titles";
import { chosenEvents, chosenJobs, readListTitle } from "@/lib/listing-views/public-lists";
import { readFilters } from "@/lib/listings/filter-fields";
import { readQuery } from "@/lib/listings/search";
import { listPaths, type SavedSearchKind } from "@/lib/saved-searches/schema";
import type { QueryParams } from "@/lib/site/query";
import { withQuery } from "@/lib/site/query";
import { startupFilterFields } from "@/lib/startups/schema";

const listNames = { job: "jobs", event: "events", gig: "gigs", startup: "startups" } as const;

/** What an unfiltered list is called in words (English; the catalog's searchWords.wholeList). */
const wholeList = englishWords.wholeList;

/** "{base}, matching “{words}”" filled in (English's template has no ICU syntax but its placeholders). */
const matchingEnglish = (base: string, words: string) =>
  englishWords.matching.replace(/\{(base|words)\}/g, (_, name: string) => (name === "base" ? base : words));

/** A query string's params ("a=1&b=2" → { a: "1", b: "2" }); a repeated name keeps its values. */
export function paramsOf(query: string): QueryParams {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(query)) {
    const had = out[key];
    out[key] = had === undefined ? value : [...(Array.isArray(had) ? had : [had]), value];
  }
  return out;
}

/** A catalog translator, as the list titles read one. */
type Read = ((key: string, values?: Record<string, string>) => string) & { has: (key: string) => boolean };

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
  return { query, href, description: words ? matchingEnglish(base, words) : base };
}

/**
 * The same view with its description in `locale` ("en": exactly searchViewOf's). `query` and `href` are the same in
 * every language (href is the list's unprefixed path: a Link or localizedPath puts it under the language).
 */
export async function searchViewIn(
  kind: SavedSearchKind,
  params: QueryParams,
  locale: string,
): Promise<SearchView> {
  if (locale === "en") return searchViewOf(kind, params);
  const { query, href } = searchViewOf(kind, params);
  const words = readQuery(params);
  const messages = await catalog(locale);
  const wordsOf = (namespace: string): FilterWords => {
    const read = createTranslator({
      locale,
      messages: messages as never,
      namespace: namespace as never,
      timeZone: "Asia/Kolkata",
    }) as unknown as Read;
    return { text: (key, values) => read(key, values), has: (key) => read.has(key) };
  };
  const t = wordsOf("searchWords");
  const title = titleOf(kind, params, {
    t: wordsOf("listFiltersTitles"),
    facets: wordsOf("listFiltersSpecs"),
    locale,
  });
  const base = title ?? t.text(`wholeList.${kind}`);
  return { query, href, description: words ? t.text("matching", { base, words }) : base };
}

/** The list's title for `params` in the language of `w` (as the list's own page titles it: public-lists.ts). */
function titleOf(kind: SavedSearchKind, params: QueryParams, w: TitleWords): string | null {
  if (kind === "job") return jobsTitle(chosenJobs(params).chosen, w);
  if (kind === "event") return eventsTitle(chosenEvents(params).chosen, w);
  if (kind === "gig") return gigsTitle(readFilters(gigFilterFields, params), w);
  return startupsTitle(readFilters(startupFilterFields, params), w);
}

/** The search in words in `locale`, from a saved search's kind and query string. */
export async function describeSearchIn(
  kind: SavedSearchKind,
  query: string,
  locale: string,
): Promise<string> {
  return (await searchViewIn(kind, paramsOf(query), locale)).description;
}
