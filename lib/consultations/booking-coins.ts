// The coins of a consultation booking: the award (at most once per 24 hours; bookings cancelled since do not
// count) and its reversal when the booking is cancelled or declined. Both run in the caller's transaction, with
// the member's row locked.
import { awardKeys } from "@/lib/coins/awards";
import { postCoins } from "@/lib/coins/ledger";
import { getCoinSettings } from "@/lib/coins/settings";
import type { Prisma } from "@/lib/generated/prisma/client";

type Tx = Prisma.TransactionClient;

const DAY_MS = 24 * 60 * 60 * 1000;

export async function lockMember(tx: Tx, userId: string) {
  await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${userId} FOR UPDATE`;
}

/** Pays the booking award for `consultationId` unless another booking was paid in the last 24 hours. */
export async function payBookingAward(
  tx: Tx,
  userId: string,
  consultationId: string,
  now: Date,
): Promise<number> {
  const paidToday = await tx.consultation.count({
    where: {
      userId,
      id: { not: consultationId },
      coinsAwarded: { gt: 0 },
      // Cancelled bookings and declined slot bookings had their coins reversed.
      status: { not: "cancelled" },
      NOT: { status: "rejected", slotMinutes: { not: null } },
      createdAt: { gt: new Date(now.getTime() - DAY_MS) },
    },
  });
  if (paidToday > 0) return 0;
  const coinsAwarded = await postCoins(tx, {
    userId,
    amount: (await getCoinSettings(tx)).consultationBooking,
    type: "credit",
    reason: "consultation_booking",
    description: "Consultation booking reward",
    idempotencyKey: awardKeys.consultationBooking(consultationId),
    createdAt: now,
  });
  await tx.consultation.update({ where: { id: consultationId }, data: { coinsAwarded } });
  return coinsAwarded;
}

/** Takes back what the booking paid: as many coins as the balance still holds (it never goes below zero). */
export async function reverseBookingAward(
  tx: Tx,
  userId: string,
  consultationId: string,
  coinsAwarded: number,
  now: Date,
): Promise<void> {
  if (coinsAwarded <= 0) return;
  const { coins } = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { coins: true } });
  await postCoins(tx, {
    userId,
    amount: Math.min(coins, coinsAwarded),
    type: "debit",
    reason: "reversal",
    description: "Consultation cancelled: booking reward reversed",
    idempotencyKey: awardKeys.consultationReversal(consultationId),
    createdAt: now,
  });
}
