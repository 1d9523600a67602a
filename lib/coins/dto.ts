// A coin transaction as answers and screens show it.
import type { CoinReason, Prisma } from "@/lib/generated/prisma/client";

export type CoinTransactionDto = {
  id: string;
  amount: number;
  type: "credit" | "debit";
  reason: CoinReason;
  description: string;
  timestamp: string;
};

export const transactionSelect = {
  id: true,
  amount: true,
  type: true,
  reason: true,
  description: true,
  createdAt: true,
} as const satisfies Prisma.CoinTransactionSelect;

type TransactionRow = Prisma.CoinTransactionGetPayload<{ select: typeof transactionSelect }>;

/** The row as it is, its time as ISO text. */
export function toTransactionDto({ createdAt, ...row }: TransactionRow): CoinTransactionDto {
  return { ...row, timestamp: createdAt.toISOString() };
}

export const reasonLabels: Record<CoinReason, string> = {
  profile_completion: "Profile completion",
  referral_bonus: "Referral bonus",
  referral_reward: "Referral reward",
  consultation_booking: "Consultation booking",
  listing_submission: "Listing approved",
  manual_credit: "Credit from the team",
  manual_debit: "Debit by the team",
  reversal: "Reversal",
};
