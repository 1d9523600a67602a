// What a member sees of their coins: balance, amounts, history, progress on each way to earn.
import { getCoinSettings, type CoinSettings } from "@/lib/coins/settings";
import { awardKeys } from "@/lib/coins/awards";
import { describeTransactions } from "@/lib/coins/describe";
import { toTransactionDto, transactionSelect, type CoinTransactionDto } from "@/lib/coins/dto";
import { db } from "@/lib/db";
import { readCountedPage } from "@/lib/paging";

export type CoinOverview = { balance: number; settings: CoinSettings; transactions: CoinTransactionDto[] };

/** GET /api/coins: the balance, the current amounts and the 10 newest transactions (descriptions in `locale`). */
export async function getCoinOverview(userId: string, locale = "en"): Promise<CoinOverview> {
  const [user, settings, rows] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: userId }, select: { coins: true } }),
    getCoinSettings(),
    db.coinTransaction.findMany({
      where: { userId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: 10,
      select: transactionSelect,
    }),
  ]);
  return {
    balance: user.coins,
    settings,
    transactions: await describeTransactions(rows.map(toTransactionDto), locale),
  };
}

export type CoinTransactionPage = {
  transactions: CoinTransactionDto[];
  total: number;
  totalPages: number;
  currentPage: number;
};

/** GET /api/coins/transactions: newest first, a page at a time (descriptions in `locale`). */
export async function listCoinTransactions(
  userId: string,
  { page, limit }: { page: number; limit: number },
  locale = "en",
): Promise<CoinTransactionPage> {
  const { items, ...counts } = await readCountedPage(
    { page, limit },
    () => db.coinTransaction.count({ where: { userId } }),
    (window) =>
      db.coinTransaction.findMany({
        where: { userId },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        ...window,
        select: transactionSelect,
      }),
  );
  return { transactions: await describeTransactions(items.map(toTransactionDto), locale), ...counts };
}

export type BalancePoint = { at: string; balance: number };

/** The balance after each of the member's last `points` transactions, oldest first, for the chart. */
export async function balanceHistory(userId: string, points = 60): Promise<BalancePoint[]> {
  const [user, rows] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: userId }, select: { coins: true } }),
    db.coinTransaction.findMany({
      where: { userId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: points,
      select: { amount: true, type: true, createdAt: true },
    }),
  ]);
  // Walk back from today's balance: each row is undone to find the balance before it.
  let balance = user.coins;
  const out: BalancePoint[] = [];
  for (const row of rows) {
    out.push({ at: row.createdAt.toISOString(), balance });
    balance += row.type === "credit" ? -row.amount : row.amount;
  }
  return out.reverse();
}

export type EarnProgress = {
  profileCompleted: boolean;
  referralsCompleted: number;
  listingsApproved: number;
  consultationsBooked: number;
};

/** How far the member has come on each way to earn (the My Coins tab). */
export async function earnProgress(userId: string): Promise<EarnProgress> {
  const [profile, referrals, listings, consultations] = await Promise.all([
    db.coinTransaction.count({ where: { idempotencyKey: awardKeys.profileCompletion(userId) } }),
    db.referral.count({ where: { referrerId: userId, status: "completed" } }),
    db.coinTransaction.count({ where: { userId, reason: "listing_submission" } }),
    db.coinTransaction.count({ where: { userId, reason: "consultation_booking" } }),
  ]);
  return {
    profileCompleted: profile > 0,
    referralsCompleted: referrals,
    listingsApproved: listings,
    consultationsBooked: consultations,
  };
}
