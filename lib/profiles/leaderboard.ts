// The public leaderboard: coins earned this IST month or all time (CoinEarning, lib/coins/earnings.ts), among the
// members who chose to appear (Profile.onLeaderboard) and are not suspended. The top is read down the index on
// (period, amount), stopping at LEADERBOARD_SIZE members who appear; a member's place counts those above them.
import { ALL_TIME, earningMonth } from "@/lib/coins/earnings";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { memberName, type CoinStanding } from "@/lib/profiles/dto";
import type { LeaderboardPeriod } from "@/lib/profiles/schema";
import { publicProfilePath } from "@/lib/profiles/visibility";

export const LEADERBOARD_SIZE = 50;
/** A place past this many members is not counted (the profile then shows the coins without a place). */
export const RANK_CAP = 1000;

const appears = {
  suspendedAt: null,
  profile: { is: { onLeaderboard: true } },
} as const satisfies Prisma.UserWhereInput;

export type LeaderboardEntry = {
  /** Equal coins share a place (1, 2, 2, 4). */
  rank: number;
  username: string;
  name: string;
  headline: string;
  coins: number;
  /** Their profile, when public. */
  profilePath: string | null;
};

export type Leaderboard = {
  period: LeaderboardPeriod;
  /** "Nov 2026" for this month's board; "All time" otherwise. */
  label: string;
  entries: LeaderboardEntry[];
};

/** The period key of a board at `now`. */
const periodKey = (period: LeaderboardPeriod, now: Date) => (period === "all" ? ALL_TIME : earningMonth(now));

/** The IST month holding `now`, as "Nov 2026" (in Hindi "नव॰ 2026"). */
import { monthLabel } from "@/lib/profiles/month-label";

export { monthLabel };

export async function readLeaderboard(period: LeaderboardPeriod, now = new Date()): Promise<Leaderboard> {
  const rows = await db.coinEarning.findMany({
    where: { period: periodKey(period, now), amount: { gt: 0 }, user: appears },
    orderBy: [{ amount: "desc" }, { userId: "asc" }],
    take: LEADERBOARD_SIZE,
    select: {
      amount: true,
      user: {
        select: {
          username: true,
          firstName: true,
          lastName: true,
          suspendedAt: true,
          profile: { select: { headline: true, isPublic: true } },
        },
      },
    },
  });
  let rank = 0;
  const entries = rows.map((row, i) => {
    if (i === 0 || rows[i - 1]!.amount !== row.amount) rank = i + 1;
    const { user } = row;
    return {
      rank,
      username: user.username,
      name: memberName(user),
      headline: user.profile?.headline ?? "",
      coins: row.amount,
      profilePath: publicProfilePath(user),
    };
  });
  return { period, label: period === "all" ? "All time" : monthLabel(now), entries };
}

/** The member's place among those on the all-time board with `amount` coins (ties share it), or null past RANK_CAP. */
async function allTimeRank(amount: number): Promise<number | null> {
  const above = await db.coinEarning.findMany({
    where: { period: ALL_TIME, amount: { gt: amount }, user: appears },
    select: { userId: true },
    take: RANK_CAP,
  });
  return above.length < RANK_CAP ? above.length + 1 : null;
}

/**
 * What a member earned this month and all time; their all-time place only while they appear on the board (so the
 * profile and the board agree).
 */
export async function readCoinStanding(
  userId: string,
  appearsOnBoard: boolean,
  now = new Date(),
): Promise<CoinStanding> {
  const month = earningMonth(now);
  const rows = await db.coinEarning.findMany({
    where: { userId, period: { in: [ALL_TIME, month] } },
    select: { period: true, amount: true },
  });
  const of = (period: string) => Math.max(0, rows.find((r) => r.period === period)?.amount ?? 0);
  const allTime = of(ALL_TIME);
  return {
    thisMonth: of(month),
    allTime,
    rank: appearsOnBoard && allTime > 0 ? await allTimeRank(allTime) : null,
  };
}
