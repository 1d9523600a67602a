// A member's changes to their saved searches: save (at most 20, counted under a lock on the member's row so two
// simultaneous saves cannot make 21), rename, change frequency, delete. Owner only: anyone else's is 404.
import type { CurrentUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { conflict, notFound } from "@/lib/errors";
import { savedSearchSelect, toSavedSearchDto } from "@/lib/saved-searches/queries";
import {
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

/** Saves a search of a list; its query is kept as the list reads it (canonical order, bad values dropped). */
export async function createSavedSearch(user: Member, input: SavedSearchInput): Promise<SavedSearchDto> {
  const data = savedSearchInput.parse(input);
  const kind = kindOfList(data.list)!;
  const { query } = searchViewOf(kind, paramsOf(data.query));
  const row = await db.$transaction(async (tx) => {
    // The member's row is locked: a second save of the same member waits here and then counts this one.
    await tx.$queryRaw`SELECT "id" FROM "User" WHERE "id" = ${user.id} FOR UPDATE`;
    const count = await tx.savedSearch.count({ where: { userId: user.id } });
    if (count >= SAVED_SEARCH_LIMIT) throw conflict(limitMessage);
    return tx.savedSearch.create({
      data: { userId: user.id, kind, query, name: data.name, frequency: data.frequency },
      select: savedSearchSelect,
    });
  });
  return toSavedSearchDto(row);
}

/** Renames a saved search or changes how often it mails. */
export async function updateSavedSearch(
  user: Member,
  id: string,
  change: SavedSearchChange,
): Promise<SavedSearchDto> {
  const data = savedSearchChange.parse(change);
  const { count } = await db.savedSearch.updateMany({ where: { id, userId: user.id }, data });
  if (count === 0) throw notFound("Saved search not found");
  const row = await db.savedSearch.findUniqueOrThrow({ where: { id }, select: savedSearchSelect });
  return toSavedSearchDto(row);
}

export async function deleteSavedSearch(user: Member, id: string): Promise<void> {
  const { count } = await db.savedSearch.deleteMany({ where: { id, userId: user.id } });
  if (count === 0) throw notFound("Saved search not found");
}
