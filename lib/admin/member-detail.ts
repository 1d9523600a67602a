// One member as the back office sees them: who they are, their coins, and their listings and activity (the
// same tracker the member sees on their own dashboard).
import { listActivity, type ActivityItem } from "@/lib/activity/queries";
import {
  listingCount,
  memberSummarySelect,
  toMemberSummary,
  type MemberSummary,
} from "@/lib/admin/member-summary";
import { assertAdmin, type Actor } from "@/lib/auth/policy";
import { toTransactionDto, transactionSelect, type CoinTransactionDto } from "@/lib/coins/dto";
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { isListingId } from "@/lib/listings/ids";

export type MemberDetail = MemberSummary & {
  referralCode: string;
  referrals: number;
  /** How many listings of every kind, and applications, bids and consultations, they have in all. */
  totals: { listings: number; activity: number };
  /** Their newest listings of every kind, newest first. */
  listings: ActivityItem[];
  /** Applications, bids, consultations and waitlist places, newest first. */
  activity: ActivityItem[];
  /** The newest 20 coin transactions. */
  transactions: CoinTransactionDto[];
};

export async function getMemberDetail(admin: Actor, id: string): Promise<MemberDetail> {
  assertAdmin(admin);
  const user = isListingId(id)
    ? await db.user.findUnique({
        where: { id },
        select: {
          ...memberSummarySelect,
          referralCode: true,
          _count: {
            select: {
              referredUsers: true,
              jobs: true,
              events: true,
              startups: true,
              gigs: true,
              applications: true,
              bids: true,
              consultations: true,
            },
          },
        },
      })
    : null;
  if (!user) throw notFound("Member not found");
  const [items, transactions] = await Promise.all([
    listActivity(user, 100),
    db.coinTransaction.findMany({
      where: { userId: id },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: 20,
      select: transactionSelect,
    }),
  ]);
  return {
    ...toMemberSummary(user),
    referralCode: user.referralCode,
    referrals: user._count.referredUsers,
    totals: {
      listings: listingCount(user._count),
      activity: user._count.applications + user._count.bids + user._count.consultations,
    },
    listings: items.filter((i) => i.kind === "listing"),
    activity: items.filter((i) => i.kind !== "listing"),
    transactions: transactions.map(toTransactionDto),
  };
}
