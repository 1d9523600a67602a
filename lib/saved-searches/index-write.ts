// Writing the reverse index (SavedSearchKey, keys.ts): a search's keys are written in the transaction that saves
// it (mutations.ts), and go with it when it is deleted (the foreign key cascades). Searches saved before the index
// existed, or keyed by an older KEY_VERSION, are keyed by backfillSearchKeys (npm run saved-searches:keys), page
// after page by id, each page in one transaction.
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { KEY_VERSION, searchKeysOf } from "@/lib/saved-searches/keys";
import type { SavedSearchKind } from "@/lib/saved-searches/schema";

type Tx = Prisma.TransactionClient;
type Search = { id: string; kind: SavedSearchKind; query: string };

/** The key rows of `searches`. */
const keyRows = (searches: Search[]) =>
  searches.flatMap((s) =>
    searchKeysOf(s.kind, s.query).map((key) => ({ kind: s.kind, key, searchId: s.id })),
  );

/** Writes the keys of `searches` in place of any they had, inside the caller's transaction. */
export async function writeSearchKeys(tx: Tx, searches: Search[]): Promise<void> {
  if (searches.length === 0) return;
  const ids = searches.map((s) => s.id);
  await tx.savedSearchKey.deleteMany({ where: { searchId: { in: ids } } });
  await tx.savedSearchKey.createMany({ data: keyRows(searches), skipDuplicates: true });
  await tx.savedSearch.updateMany({ where: { id: { in: ids } }, data: { keyVersion: KEY_VERSION } });
}

/** Keys `ids` (searches written without their keys: tests, the bench's seed) in one transaction. */
export async function keySavedSearches(ids: string[]): Promise<void> {
  const searches = await db.savedSearch.findMany({
    where: { id: { in: ids } },
    select: { id: true, kind: true, query: true },
  });
  await db.$transaction((tx) => writeSearchKeys(tx, searches));
}

/** Keys every search not keyed by this KEY_VERSION, `page` at a time in id order; answers how many. */
export async function backfillSearchKeys({ page = 500 }: { page?: number } = {}): Promise<number> {
  let after = "";
  let keyed = 0;
  for (;;) {
    const searches = await db.savedSearch.findMany({
      where: { id: { gt: after } },
      orderBy: { id: "asc" },
      take: page,
      select: { id: true, kind: true, query: true, keyVersion: true },
    });
    const stale = searches.filter((s) => s.keyVersion !== KEY_VERSION);
    if (stale.length) await db.$transaction((tx) => writeSearchKeys(tx, stale));
    keyed += stale.length;
    if (searches.length < page) return keyed;
    after = searches.at(-1)!.id;
  }
}
