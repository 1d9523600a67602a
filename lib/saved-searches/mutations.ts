// A member's changes to their saved searches: save (at most 20, and never the same search twice: both checked
// under a lock on the member's row, so two simultaneous saves cannot make 21 or a pair), rename, change frequency,
// delete. Owner only: anyone else's is 404. A search is saved with its keys in the reverse index (index-write.ts,
// the same transaction), so the next listing approved is matched against it; deleting it deletes them.
import type { CurrentUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { conflict, notFound } from "@/lib/errors";
import { writeSearchKeys } from "@/lib/saved-searches/index-write";
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
    const row = await tx.savedSearch.create({
      data: { userId: user.id, kind, query, name, frequency },
      select: savedSearchSelect,
    });
    await writeSearchKeys(tx, [row]);
    return row;
  });
  return toSavedSearchDto(row);
}

/**
 * Renames a saved search or changes how often it mails (its words and filters never change, nor its keys). Matches
 * not yet told of go out with its next alert of the new frequency; none are recorded while it is off.
 */
export async function updateSavedSearch(
  user: Member,
  id: string,
  change: SavedSearchChange,
): Promise<SavedSearchDto> {
  const data = savedSearchChange.parse(change);
  const mine = { id, userId: user.id };
  const row = await db.$transaction(async (tx) => {
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
