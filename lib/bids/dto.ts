// Bids as each side sees them: the bidder (their bid and the gig) and the gig's poster (the bidder's name and
// email with the offer).
import type { Prisma } from "@/lib/generated/prisma/client";

export type BidStatus = "pending" | "accepted" | "rejected" | "withdrawn" | "closed";

export const bidStatusLabels: Record<BidStatus, string> = {
  pending: "Pending",
  accepted: "Accepted",
  rejected: "Rejected",
  withdrawn: "Withdrawn",
  closed: "Closed",
};

const bidFields = {
  id: true,
  gigId: true,
  amount: true,
  durationDays: true,
  message: true,
  status: true,
  createdAt: true,
  updatedAt: true,
} as const satisfies Prisma.BidSelect;

export const myBidSelect = {
  ...bidFields,
  gig: { select: { title: true, company: true, status: true } },
} as const satisfies Prisma.BidSelect;

export const gigBidSelect = {
  ...bidFields,
  user: {
    select: { username: true, firstName: true, lastName: true, email: true, bio: true, createdAt: true },
  },
} as const satisfies Prisma.BidSelect;

type BidBase = {
  id: string;
  gigId: string;
  amount: number;
  durationDays: number;
  message: string;
  status: BidStatus;
  submittedAt: string;
  updatedAt: string;
};

export type MyBidDto = BidBase & { gigTitle: string; company: string; gigIsLive: boolean };
export type GigBidDto = BidBase & {
  bidderName: string;
  bidderUsername: string;
  bidderEmail: string;
  /** The bidder's profile summary for the poster: their bio (shortened) and since when they are a member. */
  bidderBio: string;
  bidderSince: string;
};

export const BIO_SUMMARY_MAX = 280;

const summary = (bio: string) =>
  bio.length > BIO_SUMMARY_MAX ? `${bio.slice(0, BIO_SUMMARY_MAX - 1).trimEnd()}…` : bio;

function base(row: Prisma.BidGetPayload<{ select: typeof bidFields }>): BidBase {
  return {
    id: row.id,
    gigId: row.gigId,
    amount: row.amount,
    durationDays: row.durationDays,
    message: row.message,
    status: row.status,
    submittedAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toMyBidDto(row: Prisma.BidGetPayload<{ select: typeof myBidSelect }>): MyBidDto {
  return {
    ...base(row),
    gigTitle: row.gig.title,
    company: row.gig.company,
    gigIsLive: row.gig.status === "approved",
  };
}

export function toGigBidDto(row: Prisma.BidGetPayload<{ select: typeof gigBidSelect }>): GigBidDto {
  return {
    ...base(row),
    bidderName: `${row.user.firstName} ${row.user.lastName}`.trim() || row.user.username,
    bidderUsername: row.user.username,
    bidderEmail: row.user.email,
    bidderBio: summary(row.user.bio.trim()),
    bidderSince: row.user.createdAt.toISOString(),
  };
}
