import type { Actor } from "@/lib/auth/policy";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { gigSelect, toGigDto, type GigDto } from "@/lib/gigs/dto";
import { listingReads } from "@/lib/listings/list-query";
import { containsText } from "@/lib/listings/search";

export type { GigDto } from "@/lib/gigs/dto";

export type GigList = { gigs: GigDto[]; total: number; totalPages: number; currentPage: number };

const gigs = listingReads({ table: () => db.gig, select: gigSelect, toDto: toGigDto });

/** Approved gigs not closed early; `search` matches the title or the company, case-insensitively. */
function publicWhere(search?: string): Prisma.GigWhereInput {
  const text = containsText(search);
  return {
    status: "approved",
    closedAt: null,
    ...(text ? { OR: [{ title: text }, { company: text }] } : {}),
  };
}

const newestFirst: Prisma.GigOrderByWithRelationInput[] = [
  { postedAt: "desc" },
  { title: "asc" },
  { id: "asc" },
];

/** Every approved gig matching `search`, newest first (the /gigs page). */
export function listGigs(search = ""): Promise<GigDto[]> {
  return gigs.matching(publicWhere(search), newestFirst);
}

/** GET /api/gigs: one page of approved gigs. */
export async function listGigPage(query: { page: number; limit: number; search?: string }): Promise<GigList> {
  const { items, ...counts } = await gigs.page(query, publicWhere(query.search), newestFirst);
  return { gigs: items, ...counts };
}

/** One gig as `viewer` may see it: null when unknown, or not approved and not theirs. */
export function getGig(id: string, viewer: Actor | null): Promise<GigDto | null> {
  return gigs.find(id, viewer);
}

export function listGigsPostedBy(userId: string, viewer: Actor | null): Promise<GigDto[]> {
  return gigs.postedBy(userId, viewer);
}
