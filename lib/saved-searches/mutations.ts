// A member's changes to their saved searches: save (at most 20, and never the same search twice: both checked
// under a lock on the member's row, so two simultaneous saves cannot make 21 or a pair), rename, change frequency,
// delete. Owner only: anyone else's is 404. A search is due to be checked (nextDueAt, lib/saved-searches/digest.ts)
// from the moment it is saved or its frequency changes, and never while it is off.
import type { CurrentUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { conflict, notFound } from "@/lib/errors";
import { savedSearchSelect, toSavedSearchDto } from "@/lib/saved-searches/queries";
import {
  alreadySavedMessages,
  kindOfList,
  limitMessage,
  SAVED_SEARCH_LIMIT,
  savedSearchChange,
  savedSearchInput,
  type SavedSearchChange,
  type SavedSearchDto,
  type SavedSearchInput,
} from "@/lib/saved-searches/schema";
import { paramsOf, searchViewOf } from "@/lib/saved-searches/search-view";

type Member = Pick<CurrentUser, "id">;

/** When a search of `frequency` is next due, as it is saved or changed at `now`: now, or never while off. */
const dueFrom = (frequency: SavedSearchDto["frequency"], now = new Date()) =>
  frequency === "off" ? null : now;

/**
 * Saves a search of a list; its query is kept as the list reads it (canonical order, bad values dropped; an
 * unknown parameter is refused by the schema). The same list and canonical query saved already is 409.
 */
export async function createSavedSearch(user: Member, input: SavedSearchInput): Promise<SavedSearchDto> {
  const data = savedSearchInput.parse(input);
  const kind = kindOfList(data.list)!;
  const { query } = searchViewOf(kind, paramsOf(data.query));
  const row = await db.$transaction(async (tx) => {
    // The member's row is locked: a second save of the same member waits here and then counts this one.
    await tx.$queryRaw`SELECT "id" FROM "User" WHERE "id" = ${user.id} FOR UPDATE`;
    const same = await tx.savedSearch.findFirst({
      where: { userId: user.id, kind, query },
      select: { name: true },
    });
    if (same) {
      const { message, field } = alreadySavedMessages(same.name);
      throw conflict(message, { query: field });
    }
    const count = await tx.savedSearch.count({ where: { userId: user.id } });
    if (count >= SAVED_SEARCH_LIMIT) throw conflict(limitMessage);
    const { name, frequency } = data;
    return tx.savedSearch.create({
      data: { userId: user.id, kind, query, name, frequency, nextDueAt: dueFrom(frequency) },
      select: savedSearchSelect,
    });
  });
  return toSavedSearchDto(row);
}

/** Renames a saved search or changes how often it mails (a new frequency is due at once, off never). */
export async function updateSavedSearch(
  user: Member,
  id: string,
  change: SavedSearchChange,
): Promise<SavedSearchDto> {
  const data = savedSearchChange.parse(change);
  const mine = { id, userId: user.id };
  const row = await db.$transaction(async (tx) => {
    if (data.frequency !== undefined) {
      // Only a frequency that changes moves when the search is due (the same one again keeps its period's check).
      const other = { ...mine, frequency: { not: data.frequency } };
      await tx.savedSearch.updateMany({ where: other, data: { nextDueAt: dueFrom(data.frequency) } });
    }
    const { count } = await tx.savedSearch.updateMany({ where: mine, data });
    if (count === 0) throw notFound("Saved search not found");
    return tx.savedSearch.findUniqueOrThrow({ where: { id }, select: savedSearchSelect });
  });
  return toSavedSearchDto(row);
}

export async function deleteSavedSearch(user: Member, id: string): Promise<void> {
  const { count } = await db.savedSearch.deleteMany({ where: { id, userId: user.id } });
  if (count === 0) throw notFound("Saved search not found");
}
