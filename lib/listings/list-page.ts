// One page of a public list whose cost does not grow with the table (issue #15): the page's ids come from an
// index that matches the filter and the order, the rows are read by id, and the total is never a full count
// per request (exact up to a cap; above it, a cached exact count for the unfiltered list, or "cap+" for a
// search or filter).
import { totalPages } from "@/lib/validation/paging";

/** Counts stop here: below it every total is exact; above it a search or filter says "10,000+ results". */
export const COUNT_CAP = 10_000;
/** How long the unfiltered list's full count (only taken above the cap) is reused before it is taken again. */
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
  /** Names the unfiltered list and the day it is for (its cached count). */
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

type Cached = { value: number; at: number };
const totals = new Map<string, Cached>();
const counting = new Map<string, Promise<number>>();

function countOnce(key: string, countAll: () => Promise<number>): Promise<number> {
  let pending = counting.get(key);
  if (!pending) {
    pending = countAll()
      .then((value) => {
        totals.set(key, { value, at: Date.now() });
        return value;
      })
      .finally(() => counting.delete(key));
    counting.set(key, pending);
  }
  return pending;
}

/** The unfiltered list's exact total: cached for TOTAL_TTL_MS, refreshed in the background once stale. */
async function cachedTotal(key: string, countAll: () => Promise<number>): Promise<number> {
  const hit = totals.get(key);
  if (!hit) return countOnce(key, countAll);
  if (Date.now() - hit.at > TOTAL_TTL_MS) countOnce(key, countAll).catch(() => {});
  return hit.value;
}

/** Drops the cached totals (tests). */
export function forgetListTotals(): void {
  totals.clear();
}

export async function readListPage<Row extends { id: string }>(
  source: PageSource<Row>,
): Promise<PageTotals & { rows: Row[] }> {
  const cap = source.cap ?? COUNT_CAP;
  const skip = (source.page - 1) * source.limit;
  // A search or filter lists its first `cap` matches only: deeper pages are empty, as the total says.
  const beyondCap = source.filtered && skip >= cap;
  const [counted, ids] = await Promise.all([
    source.countUpTo(cap + 1),
    beyondCap ? Promise.resolve([]) : source.pageIds(skip, source.limit),
  ]);
  const over = counted > cap;
  const total = !over ? counted : source.filtered ? cap : await cachedTotal(source.cacheKey, source.countAll);
  const byId = new Map((ids.length ? await source.rowsByIds(ids) : []).map((row) => [row.id, row]));
  return {
    rows: ids.map((id) => byId.get(id)).filter((row): row is Row => !!row),
    total,
    totalPages: totalPages(total, source.limit),
    currentPage: source.page,
    totalCapped: over && source.filtered,
  };
}
