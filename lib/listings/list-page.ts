// One page of a public list whose cost does not grow with the table (issue #15): the page's ids come from an
// index that matches the filter and the order, the rows are read by id, and the total is never a full count
// per request (exact up to a cap; above it, an exact count for the unfiltered list or "cap+" for a search or
// filter, each reused for a minute).
import { totalPages } from "@/lib/validation/paging";

/** Counts stop here: below it every total is exact; above it a search or filter says "10,000+ results". */
export const COUNT_CAP = 10_000;
/** How long a total above the cap (the full count of the unfiltered list, "cap+" of a search) is reused. */
export const TOTAL_TTL_MS = 60_000;

/** `now` decides which deadlines and dates have passed; `countCap` replaces COUNT_CAP (tests). */
export type ListOptions = { now?: Date; countCap?: number };

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
  /** How many match, counting no further than `upTo`. */
  countUpTo: (upTo: number) => Promise<number>;
  /** How many match in all (only called for the unfiltered list above the cap, at most once per TTL). */
  countAll: () => Promise<number>;
  /** The ids of rows skip … skip+take-1 in list order. */
  pageIds: (skip: number, take: number) => Promise<string[]>;
  /** The rows of these ids, in any order. */
  rowsByIds: (ids: string[]) => Promise<Row[]>;
};

// Totals above the cap, per list (and search): the unfiltered list's exact count, or for a search or filter
// the mark that more than `cap` match. Totals at or below the cap are never kept: they are counted exactly on
// every request, so a small list is always right.
type Cached = { value: number; at: number };
const totals = new Map<string, Cached>();
const counting = new Map<string, Promise<number>>();
const MAX_KEPT = 1_000;

/** Counts `key` once however many requests ask at the same time; keeps the result only when above the cap. */
function countOnce(key: string, cap: number, count: () => Promise<number>): Promise<number> {
  let pending = counting.get(key);
  if (!pending) {
    pending = count()
      .then((value) => {
        totals.delete(key);
        if (value > cap) totals.set(key, { value, at: Date.now() });
        if (totals.size > MAX_KEPT) totals.delete(totals.keys().next().value!);
        return value;
      })
      .finally(() => counting.delete(key));
    counting.set(key, pending);
  }
  return pending;
}

/** Drops the kept totals (tests). */
export function forgetListTotals(): void {
  totals.clear();
}

/**
 * How many match, exact up to `cap`. Above it: the unfiltered list's exact count, taken once and reused for
 * TOTAL_TTL_MS (a stale one is answered while a fresh one is taken), or cap + 1 for a search or filter (whose
 * capped count is reused the same way: a common word costs one capped count a minute, not one per request).
 */
async function countTotal<Row>(source: PageSource<Row>, cap: number): Promise<number> {
  const key = `${source.cacheKey}/${cap}`;
  const count = source.filtered
    ? () => source.countUpTo(cap + 1)
    : async () => {
        const upToCap = await source.countUpTo(cap + 1);
        return upToCap > cap ? source.countAll() : upToCap;
      };
  const hit = totals.get(key);
  if (!hit) return countOnce(key, cap, count);
  if (Date.now() - hit.at > TOTAL_TTL_MS) countOnce(key, cap, count).catch(() => {});
  return hit.value;
}

export async function readListPage<Row extends { id: string }>(
  source: PageSource<Row>,
): Promise<PageTotals & { rows: Row[] }> {
  const cap = source.cap ?? COUNT_CAP;
  const skip = (source.page - 1) * source.limit;
  // A search or filter lists its first `cap` matches only: deeper pages are empty, as the total says.
  const beyondCap = source.filtered && skip >= cap;
  const [counted, ids] = await Promise.all([
    countTotal(source, cap),
    beyondCap ? Promise.resolve([]) : source.pageIds(skip, source.limit),
  ]);
  const capped = source.filtered && counted > cap;
  const total = capped ? cap : counted;
  const byId = new Map((ids.length ? await source.rowsByIds(ids) : []).map((row) => [row.id, row]));
  return {
    rows: ids.map((id) => byId.get(id)).filter((row): row is Row => !!row),
    total,
    totalPages: totalPages(total, source.limit),
    currentPage: source.page,
    totalCapped: capped,
  };
}

/** The key of a list's kept total: its kind, the day its live filter is for, its search and filters. */
export function listKey(
  kind: string,
  since: Date,
  query: { search?: string; type?: string; location?: string },
): string {
  return JSON.stringify([
    kind,
    since.toISOString(),
    query.search ?? "",
    query.type ?? "",
    query.location ?? "",
  ]);
}
