// Paged lists: ?page (from 1) and ?limit, forgiving of junk (it falls back to the defaults), the page count, and
// reading one page with its total.
import { z } from "zod";

export function pagingQuery(defaultLimit: number, maxLimit: number) {
  return z.object({
    page: z.coerce.number().int().min(1).catch(1).default(1),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .catch(defaultLimit)
      .default(defaultLimit)
      .transform((n) => Math.min(n, maxLimit)),
  });
}

export function totalPages(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

export type CountedPage<T> = { items: T[]; total: number; totalPages: number; currentPage: number };

/**
 * One page by OFFSET and its exact total, read at once: for lists of hundreds or thousands (members, coins, audit,
 * consultations, gigs, startups). The public job and event lists, which may hold millions, use
 * lib/listings/list-page.ts.
 */
export async function readCountedPage<T>(
  { page, limit }: { page: number; limit: number },
  count: () => Promise<number>,
  read: (window: { skip: number; take: number }) => Promise<T[]>,
): Promise<CountedPage<T>> {
  const [total, items] = await Promise.all([count(), read({ skip: (page - 1) * limit, take: limit })]);
  return { items, total, totalPages: totalPages(total, limit), currentPage: page };
}
