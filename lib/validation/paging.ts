// Paged lists' input: ?page (from 1) and ?limit, forgiving of junk (it falls back to the defaults). Reading a page
// is lib/paging.ts.
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
