// Reads of a member's saved searches: their own only (anyone else's is "not found").
import type { CurrentUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import type { SavedSearchDto } from "@/lib/saved-searches/schema";
import { describeSearchIn, paramsOf, searchViewOf } from "@/lib/saved-searches/search-view";

export const savedSearchSelect = {
  id: true,
  name: true,
  kind: true,
  query: true,
  frequency: true,
  lastSentAt: true,
  createdAt: true,
} as const;

type Row = {
  id: string;
  name: string;
  kind: SavedSearchDto["kind"];
  query: string;
  frequency: SavedSearchDto["frequency"];
  lastSentAt: Date | null;
  createdAt: Date;
};

export function toSavedSearchDto(row: Row): SavedSearchDto {
  const view = searchViewOf(row.kind, paramsOf(row.query));
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    query: row.query,
    description: view.description,
    href: view.href,
    frequency: row.frequency,
    lastSentAt: row.lastSentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The member's saved searches, newest first; each search in words in `locale` (English by default). */
export async function listSavedSearches(
  user: Pick<CurrentUser, "id">,
  locale = "en",
): Promise<SavedSearchDto[]> {
  const rows = await db.savedSearch.findMany({
    where: { userId: user.id },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: savedSearchSelect,
  });
  const searches = rows.map(toSavedSearchDto);
  if (locale === "en") return searches;
  return Promise.all(
    searches.map(async (s) => ({ ...s, description: await describeSearchIn(s.kind, s.query, locale) })),
  );
}

/** One of the member's saved searches; anyone else's, or an unknown id, is 404. */
export async function getSavedSearch(user: Pick<CurrentUser, "id">, id: string): Promise<SavedSearchDto> {
  const row = await db.savedSearch.findFirst({ where: { id, userId: user.id }, select: savedSearchSelect });
  if (!row) throw notFound("Saved search not found");
  return toSavedSearchDto(row);
}
