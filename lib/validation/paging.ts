// Paged lists: ?page (from 1) and ?limit, forgiving of junk (it falls back to the defaults), and the page count.
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
