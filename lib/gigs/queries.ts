import type { Actor } from "@/lib/auth/policy";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { gigSelect, toGigDto, type GigDto } from "@/lib/gigs/dto";
import type { GigListQuery } from "@/lib/gigs/schema";
import { listingReads } from "@/lib/listings/list-query";
import { searchTextWhere } from "@/lib/listings/search";

export type { GigDto } from "@/lib/gigs/dto";

export type GigList = { gigs: GigDto[]; total: number; totalPages: number; currentPage: number };

const gigs = listingReads({ table: () => db.gig, select: gigSelect, toDto: toGigDto });

/** What a gigs list is asked: paging, search and any of the filters (lib/gigs/schema.ts). */
export type GigsQuery = { page: number; limit: number; search?: string } & Partial<
  Omit<GigListQuery, "page" | "limit" | "search">
>;

/** Weeks of each duration bucket (lib/gigs/schema.ts). */
const durationWeeks = { short: { lte: 2 }, medium: { gte: 3, lte: 4 }, long: { gte: 5 } } as const;

/**
 * Approved gigs not closed early; `search` matches the words the card shows (title, company, category, place,
 * skills) or the description, case-insensitively; the filters compare the columns derived on write
 * (lib/listings/facets.ts).
 */
function publicWhere(query: Omit<GigsQuery, "page" | "limit">): Prisma.GigWhereInput {
  const words = searchTextWhere(query.search);
  const and: Prisma.GigWhereInput[] = words ? [words] : [];
  if (query.category) and.push({ category: query.category });
  if (query.budgetMin !== undefined) and.push({ budgetMax: { gte: query.budgetMin } });
  if (query.budgetMax !== undefined) and.push({ budgetMin: { lte: query.budgetMax } });
  if (query.duration) and.push({ durationWeeks: durationWeeks[query.duration] });
  if (query.skills?.length) and.push({ tagKeys: { hasSome: query.skills } });
  return {
    status: "approved",
    closedAt: null,
    ...(and.length ? { AND: and } : {}),
  };
}

const newestFirst: Prisma.GigOrderByWithRelationInput[] = [
  { postedAt: "desc" },
  { title: "asc" },
  { id: "asc" },
];

/** Every approved gig matching `search`, newest first (the /gigs page). */
export function listGigs(search = ""): Promise<GigDto[]> {
  return gigs.matching(publicWhere({ search }), newestFirst);
}

/** GET /api/gigs: one page of approved gigs. */
export async function listGigPage(query: GigsQuery): Promise<GigList> {
  const { items, ...counts } = await gigs.page(query, publicWhere(query), newestFirst);
  return { gigs: items, ...counts };
}

/** Those of `ids` the gigs list `query` shows, latest approval first, up to `take` (a saved search's alert). */
export function listGigsAmong(query: Omit<GigsQuery, "page" | "limit">, ids: string[], take: number) {
  return gigs.among(publicWhere(query), ids, take);
}

/** One gig as `viewer` may see it: null when unknown, or not approved and not theirs. */
export function getGig(id: string, viewer: Actor | null): Promise<GigDto | null> {
  return gigs.find(id, viewer);
}

export function listGigsPostedBy(userId: string, viewer: Actor | null): Promise<GigDto[]> {
  return gigs.postedBy(userId, viewer);
}

/** How many open approved gigs each category has (the filter bar's options). */
export async function countGigCategories(): Promise<Record<string, number>> {
  const rows = await db.gig.groupBy({
    by: ["category"],
    where: { status: "approved", closedAt: null },
    _count: { _all: true },
  });
  return Object.fromEntries(rows.map((r) => [r.category, r._count._all]));
}
