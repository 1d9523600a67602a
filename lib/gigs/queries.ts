import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { gigSelect, toGigDto, type GigDto } from "@/lib/gigs/dto";
import { canSeeListing } from "@/lib/listings/approval";
import type { Viewer } from "@/lib/listings/fields";
import { isListingId } from "@/lib/listings/ids";
import { escapeLike } from "@/lib/listings/search";
import { readCountedPage } from "@/lib/validation/paging";

export type { GigDto } from "@/lib/gigs/dto";

export type GigList = { gigs: GigDto[]; total: number; totalPages: number; currentPage: number };

/** Approved gigs; `search` matches the title or the company, case-insensitively. */
function publicWhere(search = ""): Prisma.GigWhereInput {
  const text = escapeLike(search.trim());
  return {
    status: "approved",
    ...(text
      ? {
          OR: [
            { title: { contains: text, mode: "insensitive" } },
            { company: { contains: text, mode: "insensitive" } },
          ],
        }
      : {}),
  };
}

const newestFirst: Prisma.GigOrderByWithRelationInput[] = [
  { postedAt: "desc" },
  { title: "asc" },
  { id: "asc" },
];

/** Every approved gig matching `search`, newest first (the /gigs page). */
export async function listGigs(search = ""): Promise<GigDto[]> {
  const rows = await db.gig.findMany({ where: publicWhere(search), orderBy: newestFirst, select: gigSelect });
  return rows.map((row) => toGigDto(row, null));
}

/** GET /api/gigs: one page of approved gigs. */
export async function listGigPage(query: { page: number; limit: number; search?: string }): Promise<GigList> {
  const where = publicWhere(query.search);
  const { items, ...counts } = await readCountedPage(
    query,
    () => db.gig.count({ where }),
    (window) =>
      db.gig.findMany({
        where,
        orderBy: newestFirst,
        ...window,
        select: gigSelect,
      }),
  );
  return { gigs: items.map((row) => toGigDto(row, null)), ...counts };
}

/** One gig as `viewer` may see it: null when unknown, or not approved and not theirs. */
export async function getGig(id: string, viewer: Viewer): Promise<GigDto | null> {
  if (!isListingId(id)) return null;
  const row = await db.gig.findUnique({ where: { id }, select: gigSelect });
  return row && canSeeListing(row, viewer) ? toGigDto(row, viewer) : null;
}

export async function listGigsPostedBy(userId: string, viewer: Viewer): Promise<GigDto[]> {
  const rows = await db.gig.findMany({
    where: { postedById: userId },
    orderBy: { createdAt: "desc" },
    select: gigSelect,
  });
  return rows.map((row) => toGigDto(row, viewer));
}
