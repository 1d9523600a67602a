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

/** A case-insensitive `contains` filter matching `search` literally (trimmed), or null when it is empty. */
export function containsText(search = "") {
  const text = escapeLike(search.trim());
  return text ? { contains: text, mode: "insensitive" as const } : null;
}
