// The URLs of a public list's views (issue #42): the canonical form of a view asked for with empty parameters (a
// filter form sent without JavaScript writes every field, `city=&mode=remote`), and the way back to a filtered view
// from a listing's page (the card carries the list's query as `back`, which the page reads as that list's own
// parameters only).
import { listParams } from "@/lib/site/list-search.mjs";
import type { QueryParams } from "@/lib/site/query";

export type ListPath = keyof typeof listParams;

/** A back query longer than this is not a list's: the link goes to the list itself. */
const MAX_BACK = 1_000;

/** The values of `params` as pairs, in order, a repeated parameter once per value. */
const pairsOf = (params: QueryParams): [string, string][] =>
  Object.entries(params).flatMap(([name, value]) =>
    value === undefined ? [] : [value].flat().map((v): [string, string] => [name, v]),
  );

const isEmpty = (value: string) => value.trim() === "";

/**
 * The same view of the list at `path` with its empty parameters left out (`?city=&mode=remote` is
 * `?mode=remote`, a query of empty parameters the bare list), or null when none is empty: that URL is canonical.
 */
export function cleanListUrl(path: string, params: QueryParams): string | null {
  const pairs = pairsOf(params);
  return pairs.some(([, value]) => isEmpty(value)) ? listViewUrl(path, params) : null;
}

/** The URL of the view `params` of the list at `path`, its empty parameters left out. */
export function listViewUrl(path: string, params: QueryParams): string {
  const query = new URLSearchParams(pairsOf(params).filter(([, value]) => !isEmpty(value))).toString();
  return query ? `${path}?${query}` : path;
}

/** The list's own parameters in `query` that have a value, in order (anything else left out). */
function listQueryOf(list: ListPath, query: URLSearchParams): string {
  const names: readonly string[] = listParams[list];
  const kept = [...query].filter(([name, value]) => names.includes(name) && !isEmpty(value));
  return new URLSearchParams(kept).toString();
}

/**
 * What a card on the list view `params` carries to its listing's page (`?back=`): the view's own query, or ""
 * for the default view (the card's link stays plain).
 */
export function backQueryOf(list: ListPath, params: Record<string, string>): string {
  return listQueryOf(list, new URLSearchParams(params));
}

/** A list view's parameters at page `n` (page 1 is the view without ?page). */
export const atPage = (params: Record<string, string>, n: number): Record<string, string> =>
  n > 1 ? { ...params, page: String(n) } : params;

/** A listing's page link from the list view `back` names (backQueryOf). */
export function withBack(href: string, back: string | undefined): string {
  return back ? `${href}?${new URLSearchParams({ back })}` : href;
}

/**
 * Where a listing's "Back to …" link goes: the view of `list` its `?back=` names, read as that list's own
 * parameters only (never another path or site), else the list itself.
 */
export function listBackHref(list: ListPath, back: string | string[] | undefined): string {
  const raw = typeof back === "string" && back.length <= MAX_BACK ? back : "";
  const query = listQueryOf(list, new URLSearchParams(raw.replace(/^\?/, "")));
  return query ? `${list}?${query}` : list;
}
