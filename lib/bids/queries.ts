// Reads of bids: a member's own, and a gig's for its poster or an admin (anyone else: 404).
import {
  gigBidSelect,
  myBidSelect,
  toGigBidDto,
  toMyBidDto,
  type GigBidDto,
  type MyBidDto,
} from "@/lib/bids/dto";
import { bidMessages as m } from "@/lib/bids/messages";
import type { BidsQuery } from "@/lib/bids/schema";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { canManageListing, type Actor } from "@/lib/auth/policy";
import { isListingId } from "@/lib/listings/ids";

export async function listMyBids(userId: string): Promise<MyBidDto[]> {
  const rows = await db.bid.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: myBidSelect,
  });
  return rows.map(toMyBidDto);
}

const bidOrders = {
  date: [{ createdAt: "desc" }, { id: "desc" }],
  amount: [{ amount: "asc" }, { createdAt: "desc" }, { id: "desc" }],
  duration: [{ durationDays: "asc" }, { createdAt: "desc" }, { id: "desc" }],
} as const satisfies Record<BidsQuery["sort"], Prisma.BidOrderByWithRelationInput[]>;

/** A gig's bids for its poster or an admin, side by side in the asked order (newest first by default). */
export async function listGigBids(
  gigId: string,
  viewer: Actor,
  query: Partial<BidsQuery> = {},
): Promise<{ gig: { id: string; title: string; company: string }; bids: GigBidDto[] }> {
  const gig = isListingId(gigId)
    ? await db.gig.findUnique({
        where: { id: gigId },
        select: { id: true, title: true, company: true, postedById: true },
      })
    : null;
  if (!gig || !canManageListing(viewer, gig)) throw notFound(m.gigNotFound);
  const rows = await db.bid.findMany({
    where: { gigId },
    orderBy: [...bidOrders[query.sort ?? "date"]],
    select: gigBidSelect,
  });
  return { gig: { id: gig.id, title: gig.title, company: gig.company }, bids: rows.map(toGigBidDto) };
}

/** Bids per gig (withdrawn ones aside), for the poster's My Listings. */
export async function countBids(gigIds: string[]): Promise<Map<string, number>> {
  if (gigIds.length === 0) return new Map();
  const groups = await db.bid.groupBy({
    by: ["gigId"],
    where: { gigId: { in: gigIds }, status: { not: "withdrawn" } },
    _count: { _all: true },
  });
  return new Map(groups.map((g) => [g.gigId, g._count._all]));
}

/** The open bid (pending or accepted) `userId` has on a gig, if any: the gig page shows it. */
export async function findOpenBid(userId: string, gigId: string) {
  return db.bid.findFirst({
    where: { userId, gigId, status: { in: ["pending", "accepted"] } },
    select: { id: true, status: true, amount: true },
  });
}
