// Who a member is, as every back-office view of members shows it: the list row and the detail page.
import type { Prisma } from "@/lib/generated/prisma/client";

export const memberSummarySelect = {
  id: true,
  username: true,
  firstName: true,
  lastName: true,
  email: true,
  role: true,
  coins: true,
  suspendedAt: true,
  createdAt: true,
} satisfies Prisma.UserSelect;

export type MemberSummary = {
  id: string;
  username: string;
  name: string;
  email: string;
  role: "Admin" | "Member";
  coins: number;
  suspended: boolean;
  joinedAt: string;
};

type ListingCounts = { jobs: number; events: number; gigs: number; startups: number };

export function toMemberSummary(
  user: Prisma.UserGetPayload<{ select: typeof memberSummarySelect }>,
): MemberSummary {
  return {
    id: user.id,
    username: user.username,
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    role: user.role,
    coins: user.coins,
    suspended: !!user.suspendedAt,
    joinedAt: user.createdAt.toISOString(),
  };
}

/** Their listings of every kind. */
export const listingCount = (count: ListingCounts) => count.jobs + count.events + count.gigs + count.startups;
