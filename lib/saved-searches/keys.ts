// The reverse index of saved searches (SavedSearchKey): the keys a search is filed under, and the keys a listing
// has. A listing is a candidate for a search when they share a key; the list's own query then confirms it
// (matches.ts). The one rule of this file: whenever a listing is on a search's list, they share a key. A key only
// narrows the candidates (it may let through a listing the list leaves out), never decides a match.
//
// Words: a list matches them as one literal stretch of the listing's lower-cased searchText (searchWords), so each
// stretch of them is in that text too. A search with words is filed under one stretch of GRAM characters (its
// rarest, by English letter frequency), or its whole words when shorter; a listing has every stretch of 1 to GRAM
// characters of its text. Filters: a search without words is filed under its equality filters together
// ("f:city=Bengaluru&mode=Remote"), one key per skill of an any-of skills filter, "f:" when it has none (the whole
// list); a listing has every combination of its own values (each filter left out, or one of its values). Ranges
// (pay, budget, dates), a gig's duration, an event's past or upcoming and a startup's hiring are not keyed: the
// confirmation reads them.
import { createHash } from "node:crypto";
import { chosenEvents, chosenJobs } from "@/lib/listing-views/public-lists";
import { gigFilterFields } from "@/lib/gigs/schema";
import { REMOTE } from "@/lib/listings/facets";
import { readFilters } from "@/lib/listings/filter-fields";
import { readQuery, searchWords } from "@/lib/listings/search";
import type { SavedSearchKind } from "@/lib/saved-searches/schema";
import { paramsOf } from "@/lib/saved-searches/search-view";
import { startupFilterFields } from "@/lib/startups/schema";

/** Bumped when the keys change: searches keyed before are keyed again (index-write.ts backfillSearchKeys). */
export const KEY_VERSION = 1;

/** The longest stretch of words a key holds. */
const GRAM = 4;

/** Each keyed filter of a kind, in a fixed order, with its values (none: not asked for, or not stated). */
type Facets = [name: string, values: readonly string[]][];

const one = (value: string | null | undefined): string[] => (value ? [value] : []);

/** The filters of a search of `kind` that keys hold, read as its list reads them (the one parse). */
function searchFacets(kind: SavedSearchKind, query: string): Facets {
  const params = paramsOf(query);
  if (kind === "job") {
    const { type, chosen } = chosenJobs(params);
    return [
      ["type", one(type)],
      ["city", one(chosen.city)],
      ["mode", one(chosen.mode)],
      ["experience", one(chosen.experience)],
      ["skills", chosen.skills ?? []],
    ];
  }
  if (kind === "event") {
    const { type, filters } = chosenEvents(params);
    return [
      ["type", one(type)],
      ["city", one(filters.city)],
    ];
  }
  if (kind === "gig") {
    const chosen = readFilters(gigFilterFields, params);
    return [
      ["category", one(chosen.category)],
      ["skills", chosen.skills ?? []],
    ];
  }
  const chosen = readFilters(startupFilterFields, params);
  return [
    ["industry", one(chosen.industry)],
    ["stage", one(chosen.stage)],
    ["city", one(chosen.city)],
  ];
}

/** What a listing's keys are made of: its searchText and its values of the keyed filters (rows as stored). */
export type ListingFacts =
  | {
      kind: "job";
      searchText: string | null;
      type: string;
      jobType: string;
      city: string | null;
      workMode: string | null;
      experience: string;
      skillKeys: string[];
    }
  | { kind: "event"; searchText: string | null; type: string; city: string | null }
  | { kind: "gig"; searchText: string | null; category: string; tagKeys: string[] }
  | { kind: "startup"; searchText: string | null; industry: string; stage: string; city: string | null };

/**
 * The values of a listing that meet each keyed filter, as the lists' queries compare them (lib/<kind>/queries.ts):
 * a job's type is its kind or its employment type; its city Remote is its work mode, any other city its city.
 */
function listingFacets(facts: ListingFacts): Facets {
  if (facts.kind === "job") {
    const city = facts.city && facts.city !== REMOTE ? [facts.city] : [];
    return [
      ["type", [...new Set([facts.type, facts.jobType])]],
      ["city", facts.workMode === REMOTE ? [...city, REMOTE] : city],
      ["mode", one(facts.workMode)],
      ["experience", one(facts.experience)],
      ["skills", facts.skillKeys],
    ];
  }
  if (facts.kind === "event") {
    return [
      ["type", one(facts.type)],
      ["city", one(facts.city)],
    ];
  }
  if (facts.kind === "gig") {
    return [
      ["category", one(facts.category)],
      ["skills", facts.tagKeys],
    ];
  }
  return [
    ["industry", one(facts.industry)],
    ["stage", one(facts.stage)],
    ["city", one(facts.city)],
  ];
}

/** A value as a key writes it: URL-encoded, or a digest of it when that is long (a key fits its column). */
function keyValue(value: string): string {
  const encoded = encodeURIComponent(value);
  return encoded.length <= 80 ? encoded : `~${createHash("sha256").update(value).digest("base64url")}`;
}

/** "f:" and the chosen value of each filter (null: left out), in the kind's order. */
const facetKey = (chosen: [string, string | null][]) =>
  `f:${chosen
    .filter((c): c is [string, string] => c[1] !== null)
    .map(([name, value]) => `${name}=${keyValue(value)}`)
    .join("&")}`;

/** Every way to choose, for each filter, one of `options(values)`. */
function combinations(facets: Facets, options: (values: readonly string[]) => (string | null)[]) {
  let out: [string, string | null][][] = [[]];
  for (const [name, values] of facets) {
    out = out.flatMap((head) => options(values).map((v) => [...head, [name, v] as [string, string | null]]));
  }
  return out.map(facetKey);
}

/** How rare each character is in English text: its place in this string (higher is rarer). */
const COMMON = " etaoinsrhldcumfpgwybvkxjqz";
const rarity = (c: string) => {
  const i = COMMON.indexOf(c);
  if (i >= 0) return i;
  if (/[0-9]/.test(c)) return 20;
  return /[\s\p{P}\p{S}]/u.test(c) ? 2 : 26;
};

/** The stretch of `words` a search is filed under: the whole words up to GRAM characters, else the rarest GRAM. */
export function anchorOf(words: string): string {
  if (words.length <= GRAM) return words;
  let best = "";
  let bestScore = -1;
  for (let i = 0; i + GRAM <= words.length; i++) {
    const gram = words.slice(i, i + GRAM);
    const score = [...gram].reduce((sum, c) => sum + rarity(c), 0);
    if (score > bestScore) [best, bestScore] = [gram, score];
  }
  return best;
}

/** Every stretch of 1 to GRAM characters of `text`, each once. */
export function gramsOf(text: string): Set<string> {
  const grams = new Set<string>();
  for (let i = 0; i < text.length; i++) {
    for (let n = 1; n <= GRAM && i + n <= text.length; n++) grams.add(text.slice(i, i + n));
  }
  return grams;
}

/** The keys a saved search of `kind` with `query` (its canonical query string) is filed under. */
export function searchKeysOf(kind: SavedSearchKind, query: string): string[] {
  const words = searchWords(readQuery(paramsOf(query)));
  if (words) return [`w:${anchorOf(words)}`];
  // One value of each filter asked for (an any-of filter gives one key per value); the others left out.
  return [
    ...new Set(combinations(searchFacets(kind, query), (values) => (values.length ? [...values] : [null]))),
  ];
}

/** Every key a listing has: the stretches of its text, and each combination of its filter values. */
export function listingKeysOf(facts: ListingFacts): string[] {
  const words = [...gramsOf(facts.searchText ?? "")].map((gram) => `w:${gram}`);
  const filters = combinations(listingFacets(facts), (values) => [null, ...new Set(values)]);
  return [...new Set([...words, ...filters])];
}
