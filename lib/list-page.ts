// One page of a public list whose cost does not grow with the table (issue #15): the page's ids come from an
// index that matches the filter and the order, the rows are read by id, and the total is never a full count
// per request (exact up to a cap; above it, an exact count for the unfiltered list or "cap+" for a search or
// filter, each reused for a minute).
import { logFailure } from "@/lib/log";
import { countedPage, pageWindow } from "@/lib/paging";

/** Counts stop here: below it every total is exact; above it a search or filter says "10,000+ results". */
export const COUNT_CAP = 10_000;
/**
 * A search or filter matching no more than this many is read whole, from the filters' own indexes in no order,
 * and paged by id: walking the list's order to find ten rare matches can read every row of a common filter.
 */
export const FEW_MATCHES = 1_000;
/** How long a total above the cap (the full count of the unfiltered list, "cap+" of a search) is reused. */
export const TOTAL_TTL_MS = 60_000;

/**
 * `now` decides which deadlines and dates have passed; `countCap` replaces COUNT_CAP and `fewMatches`
 * FEW_MATCHES (tests; 0 always walks the list's order).
 */
export type ListOptions = { now?: Date; countCap?: number; fewMatches?: number };

export type PageTotals = {
  total: number;
  totalPages: number;
  currentPage: number;
  /** True when `total` is the cap and more match: show "10,000+ results". */
  totalCapped: boolean;
};

export type PageSource<Row> = {
  page: number;
  limit: number;
  /** A search, type or location is given (else the unfiltered list, whose full count may be cached). */
  filtered: boolean;
  /** Names the list, its search and filters and the day it is for (the key of its kept total). */
  cacheKey: string;
  cap?: number;
  /** Replaces FEW_MATCHES (never above the cap: a total read whole is exact). */
  few?: number;
  /** How many match, counting no further than `upTo`. */
  countUpTo: (upTo: number) => Promise<number>;
  /** How many match in all (only called for the unfiltered list above the cap, at most once per TTL). */
  countAll: () => Promise<number>;
  /** The ids of rows skip … skip+take-1 in list order. */
  pageIds: (skip: number, take: number) => Promise<string[]>;
  /** The rows of these ids, in any order. */
  rowsByIds: (ids: string[]) => Promise<Row[]>;
  /**
   * The same ids as pageIds when few match: every match read in no order (from the filters' indexes, no walk in
   * the list's order), then the page among those ids.
   */
  pageIdsOfFew?: (skip: number, take: number) => Promise<string[]>;
};

// Totals above the cap, per list (and search), for TOTAL_TTL_MS: the unfiltered list's exact count, or the
// mark that more than `cap` match (a search or filter; the unfiltered list until its exact count lands).
// Totals at or below the cap are never kept: they are counted on every request, so a small list is always exact.
type Kept = { value: number; exact: boolean; at: number };
const totals = new Map<string, Kept>();
const counting = new Map<string, Promise<void>>();
const MAX_KEPT = 1_000;

/** The key of a list's kept total at `cap`. */
const keptKey = (source: { cacheKey: string }, cap: number) => `${source.cacheKey}/${cap}`;

function keep(key: string, value: number, exact: boolean) {
  totals.delete(key);
  totals.set(key, { value, exact, at: Date.now() });
  if (totals.size > MAX_KEPT) totals.delete(totals.keys().next().value!);
}

/** Runs `count` for `key` in the background, once however many requests ask; keeps what it finds. */
function countLater(key: string, cap: number, exact: boolean, count: () => Promise<number>) {
  if (counting.has(key)) return;
  const pending = count()
    .then((value) => (value > cap ? keep(key, value, exact) : totals.delete(key)))
    .catch((error: unknown) => logFailure("list_count_failed", error, { note: "kept total stays a minute" }))
    .finally(() => counting.delete(key));
  counting.set(
    key,
    pending.then(() => {}),
  );
}

/** Drops the kept totals (tests). */
export function forgetListTotals(): void {
  totals.clear();
}

/** Resolves once the counts running in the background have landed (tests). */
export async function listTotalsSettled(): Promise<void> {
  await Promise.all(counting.values());
}

/**
 * How many match: exact up to `cap`, counted per request with a LIMITed count. Above it, a search or filter
 * says "cap+" (capped), and the unfiltered list its exact count, taken in the background; both are kept for
 * TOTAL_TTL_MS, and a stale one is answered while a fresh one is taken. No request waits for a full count.
 */
async function countTotal<Row>(
  source: PageSource<Row>,
  cap: number,
): Promise<{ total: number; capped: boolean }> {
  const key = keptKey(source, cap);
  const recount = () =>
    source.filtered
      ? countLater(key, cap, false, () => source.countUpTo(cap + 1))
      : countLater(key, cap, true, source.countAll);
  const hit = totals.get(key);
  if (hit) {
    if (Date.now() - hit.at > TOTAL_TTL_MS) recount();
    return hit.exact ? { total: hit.value, capped: false } : { total: cap, capped: true };
  }
  const counted = await source.countUpTo(cap + 1);
  if (counted <= cap) return { total: counted, capped: false };
  keep(key, counted, false);
  if (!source.filtered) recount();
  return { total: cap, capped: true };
}

async function countThenPage<Row>(
  source: PageSource<Row>,
  cap: number,
  fewest: number,
  skip: number,
  take: number,
): Promise<[{ total: number; capped: boolean }, string[]]> {
  const counted = await countTotal(source, cap);
  const few = !counted.capped && counted.total <= fewest && source.pageIdsOfFew;
  if (few && skip >= counted.total) return [counted, []];
  return [counted, await (few ? few(skip, take) : source.pageIds(skip, take))];
}

export async function readListPage<Row extends { id: string }>(
  source: PageSource<Row>,
): Promise<PageTotals & { items: Row[] }> {
  const cap = source.cap ?? COUNT_CAP;
  const { skip, take } = pageWindow(source);
  // A search or filter lists its first `cap` matches only: deeper pages are empty, as the total says.
  const beyondCap = source.filtered && skip >= cap;
  // A search or filter not known to match more than the cap is counted first: when it matches few, its page
  // is read from all its matches rather than by walking the list's order (which, for a rare combination of
  // common filters, reads every row of one of them).
  const counted = source.filtered && !beyondCap && !totals.has(keptKey(source, cap));
  const fewest = Math.min(source.few ?? FEW_MATCHES, cap);
  const [{ total, capped }, ids] = counted
    ? await countThenPage(source, cap, fewest, skip, take)
    : await Promise.all([
        countTotal(source, cap),
        beyondCap ? Promise.resolve([]) : source.pageIds(skip, take),
      ]);
  const byId = new Map((ids.length ? await source.rowsByIds(ids) : []).map((row) => [row.id, row]));
  const rows = ids.map((id) => byId.get(id)).filter((row): row is Row => !!row);
  return { ...countedPage(rows, total, source), totalCapped: capped };
}

/** What a list is asked besides its page: its search and filters (values undefined when not given). */
type Asked = { page?: number; limit?: number } & Record<string, unknown>;

/** The search and filters given, in a fixed order (the page and its size left out). */
const askedOf = (query: Asked) =>
  Object.entries(query)
    .filter(
      ([name, v]) =>
        name !== "page" &&
        name !== "limit" &&
        v !== undefined &&
        v !== "" &&
        !(Array.isArray(v) && v.length === 0),
    )
    .sort(([a], [b]) => a.localeCompare(b));

/** True when a search or any filter is given (else the unfiltered list, whose full count may be kept). */
export const isFiltered = (query: Asked): boolean => askedOf(query).length > 0;

/** The key of a list's kept total: its kind, the day its live filter is for, its search and filters. */
export function listKey(kind: string, since: Date, query: Asked): string {
  return JSON.stringify([kind, since.toISOString(), askedOf(query)]);
}
