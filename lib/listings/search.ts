// The search text of a list page, from its URL: the first ?q= value, trimmed and capped.

import type { QueryParams } from "@/lib/site/query";

export type { QueryParams };
export type SearchParams = Promise<QueryParams>;

export function readQuery(params: QueryParams, key = "q"): string {
  const raw = params[key];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return (value ?? "").trim().slice(0, 100);
}

/**
 * Prisma's `contains` puts the text into a LIKE pattern without escaping it, so `%` and `_` would act as
 * wildcards: escape them (and the escape character itself) so user text always matches literally.
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * A public list's search: the words, matched literally, in the listing's `searchText` (each kind's lower-cased text of
 * what its card shows: lib/jobs/dto.ts and lib/events/dto.ts write it, the database generates the gigs' and startups'),
 * which a pg_trgm index serves. Null when there are no words.
 */
export function searchTextWhere(search = "") {
  const text = escapeLike(searchWords(search));
  return text ? { searchText: { contains: text } } : null;
}

/**
 * The words as a list's search matches them: one literal, lower-cased stretch of `searchText` (the saved searches'
 * reverse index files a search under a stretch of them: lib/saved-searches/keys.ts).
 */
export const searchWords = (search = "") => search.trim().toLowerCase();
