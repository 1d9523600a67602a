// Paged lists, the one helper every paged read uses: the window of rows a page asks for (`pageWindow`), the answer
// it gives (`countedPage`: items, total, page count, current page), and reading both at once by OFFSET with an exact
// total (`readCountedPage`). The public job and event lists, which may hold millions, keep their own way of
// counting (lib/list-page.ts: totals capped, ids from an index) on the same window and answer.

/** ?page (from 1) and ?limit, as lib/validation/paging.ts's `pagingQuery` reads them. */
export type PageRequest = { page: number; limit: number };

export type CountedPage<T> = { items: T[]; total: number; totalPages: number; currentPage: number };

/** The rows page `page` holds: skip the pages before it, take one page. */
export function pageWindow({ page, limit }: PageRequest): { skip: number; take: number } {
  return { skip: (page - 1) * limit, take: limit };
}

export function totalPages(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

/** A page's answer: its items, the total, how many pages that makes and which one this is. */
export function countedPage<T>(items: T[], total: number, { page, limit }: PageRequest): CountedPage<T> {
  return { items, total, totalPages: totalPages(total, limit), currentPage: page };
}

/**
 * One page by OFFSET and its exact total, read at once: for lists of hundreds or thousands (members, coins, audit,
 * consultations, gigs, startups).
 */
export async function readCountedPage<T>(
  request: PageRequest,
  count: () => Promise<number>,
  read: (window: { skip: number; take: number }) => Promise<T[]>,
): Promise<CountedPage<T>> {
  const [total, items] = await Promise.all([count(), read(pageWindow(request))]);
  return countedPage(items, total, request);
}
