// Coins earned, per IST month and all time (CoinEarning): what the leaderboard ranks. Moved with each ledger row,
// in its transaction (postCoins), so the two never disagree. A credit is earned; a reversal takes an award back;
// a manual debit is not an earning taken back (docs/decisions.md), so it leaves them alone.
import type { CoinReason, Prisma } from "@/lib/generated/prisma/client";
import { istDayStamp } from "@/lib/format/date";

type Tx = Prisma.TransactionClient;

/** The period of every coin ever earned. */
export const ALL_TIME = "all";

/** The IST month `at` falls in, as CoinEarning names it: "2026-11" (from 00:00 IST on the 1st). */
export const earningMonth = (at: Date): string => istDayStamp(at).slice(0, 7);

/** What a ledger row adds to its member's earnings (negative for a reversal). */
export function earningDelta(row: { amount: number; type: "credit" | "debit"; reason: CoinReason }): number {
  if (row.type === "credit") return row.amount;
  return row.reason === "reversal" ? -row.amount : 0;
}

/** Adds a new ledger row to its member's earnings of its month and of all time (two rows, made on first use). */
export async function recordEarning(
  tx: Tx,
  row: { userId: string; amount: number; type: "credit" | "debit"; reason: CoinReason; createdAt: Date },
): Promise<void> {
  const delta = earningDelta(row);
  if (delta === 0) return;
  await tx.$executeRaw`
    INSERT INTO "CoinEarning" ("period", "userId", "amount")
    VALUES (${ALL_TIME}, ${row.userId}, ${delta}), (${earningMonth(row.createdAt)}, ${row.userId}, ${delta})
    ON CONFLICT ("period", "userId") DO UPDATE SET "amount" = "CoinEarning"."amount" + EXCLUDED."amount"`;
}
