// The coin ledger: every change of a balance is a CoinTransaction row written in the same transaction as the
// balance, so User.coins always equals the sum of the member's rows. An idempotency key makes each award
// pay once, however many requests race for it; a debit never takes a balance below zero.
import { recordEarning } from "@/lib/coins/earnings";
import { ApiError } from "@/lib/errors";
import type { CoinReason, Prisma } from "@/lib/generated/prisma/client";

type Tx = Prisma.TransactionClient;

export type CoinEntry = {
  userId: string;
  /** Positive; `type` says which way it goes. A zero amount writes nothing. */
  amount: number;
  type: "credit" | "debit";
  reason: CoinReason;
  description: string;
  /** Unique per award: `profile_completion:<userId>`, `listing_submission:job:<id>`, … */
  idempotencyKey: string;
  createdById?: string | null;
  createdAt?: Date;
};

export const notEnoughCoins = (balance: number, amount: number) =>
  new ApiError(
    "conflict",
    `Not enough coins: the balance is ${balance}, and ${amount} would take it below zero.`,
  );

/**
 * Writes the entry and moves the balance, inside the caller's transaction. Returns the amount paid: 0 when
 * the key was paid before (or the amount is 0). A debit the balance cannot cover throws 409, and the caller's
 * transaction (the row included) rolls back.
 */
export async function postCoins(tx: Tx, entry: CoinEntry): Promise<number> {
  if (!Number.isInteger(entry.amount) || entry.amount < 0) throw new Error(`bad coin amount ${entry.amount}`);
  if (entry.amount === 0) return 0;
  const createdAt = entry.createdAt ?? new Date();
  // ON CONFLICT DO NOTHING: of racing writers with one key, one inserts; the others wait for it, then skip.
  const { count } = await tx.coinTransaction.createMany({
    data: [
      {
        userId: entry.userId,
        amount: entry.amount,
        type: entry.type,
        reason: entry.reason,
        description: entry.description,
        idempotencyKey: entry.idempotencyKey,
        createdById: entry.createdById ?? null,
        createdAt,
      },
    ],
    skipDuplicates: true,
  });
  if (count === 0) return 0;
  await recordEarning(tx, { ...entry, createdAt });
  if (entry.type === "credit") {
    await tx.user.update({ where: { id: entry.userId }, data: { coins: { increment: entry.amount } } });
    return entry.amount;
  }
  // The condition is checked on the locked row, so of racing debits only those the balance covers pass.
  const moved = await tx.user.updateMany({
    where: { id: entry.userId, coins: { gte: entry.amount } },
    data: { coins: { decrement: entry.amount } },
  });
  if (moved.count === 0) {
    const { coins } = await tx.user.findUniqueOrThrow({
      where: { id: entry.userId },
      select: { coins: true },
    });
    throw notEnoughCoins(coins, entry.amount);
  }
  return entry.amount;
}
