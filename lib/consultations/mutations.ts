// Booking, cancelling and deciding consultations. Each runs in one transaction with the member's row locked,
// so the pending limit and the once-a-day award hold under simultaneous requests.
import { ownsEntry, type Actor } from "@/lib/auth/policy";
import { awardKeys } from "@/lib/coins/awards";
import { postCoins } from "@/lib/coins/ledger";
import { getCoinSettings } from "@/lib/coins/settings";
import { consultationSelect, toConsultationDto, type ConsultationDto } from "@/lib/consultations/dto";
import { sendBookedMails, sendStatusMail } from "@/lib/consultations/mails";
import { MAX_PENDING_CONSULTATIONS, type ConsultationInput } from "@/lib/consultations/schema";
import { consultationMessages as m } from "@/lib/consultations/messages";
import { db } from "@/lib/db";
import { ApiError, conflict, notFound } from "@/lib/errors";
import { isListingId } from "@/lib/listings/ids";
import type { Prisma } from "@/lib/generated/prisma/client";

type Tx = Prisma.TransactionClient;

const DAY_MS = 24 * 60 * 60 * 1000;

async function lockMember(tx: Tx, userId: string) {
  await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${userId} FOR UPDATE`;
}

/**
 * POST /api/consultations: stores a pending request and pays the booking award, at most once per 24 hours
 * (bookings cancelled since do not count: their coins were reversed). `now` is the clock (tests move it).
 */
export async function bookConsultation(
  userId: string,
  input: ConsultationInput,
  now = new Date(),
): Promise<{ consultation: ConsultationDto; coinsAwarded: number }> {
  if (input.preferredDate && input.preferredDate.getTime() <= now.getTime()) {
    throw new ApiError("validation_failed", m.pastDate, { preferredDate: m.pastDate });
  }
  const result = await db.$transaction(async (tx) => {
    await lockMember(tx, userId);
    const pending = await tx.consultation.count({ where: { userId, status: "pending" } });
    if (pending >= MAX_PENDING_CONSULTATIONS) throw conflict(m.tooManyPending);
    const paidToday = await tx.consultation.count({
      where: {
        userId,
        coinsAwarded: { gt: 0 },
        status: { not: "cancelled" },
        createdAt: { gt: new Date(now.getTime() - DAY_MS) },
      },
    });
    const row = await tx.consultation.create({
      data: {
        userId,
        name: input.name,
        email: input.email,
        mobile: input.mobile,
        topic: input.topic,
        message: input.message,
        preferredDate: input.preferredDate ?? null,
        createdAt: now,
      },
      select: { id: true },
    });
    const coinsAwarded =
      paidToday > 0
        ? 0
        : await postCoins(tx, {
            userId,
            amount: (await getCoinSettings(tx)).consultationBooking,
            type: "credit",
            reason: "consultation_booking",
            description: "Consultation booking reward",
            idempotencyKey: awardKeys.consultationBooking(row.id),
            createdAt: now,
          });
    const saved = await tx.consultation.update({
      where: { id: row.id },
      data: { coinsAwarded },
      select: consultationSelect,
    });
    return { consultation: toConsultationDto(saved), coinsAwarded };
  });
  await sendBookedMails(result.consultation, result.coinsAwarded);
  return result;
}

/**
 * The member cancels a pending request. Coins the booking paid are reversed: as many as the balance still
 * holds (a balance never goes below zero). Another member's id is 404, as if it did not exist.
 */
export async function cancelConsultation(
  actor: Actor,
  id: string,
  now = new Date(),
): Promise<ConsultationDto> {
  const userId = actor.id;
  const consultation = await db.$transaction(async (tx) => {
    await lockMember(tx, userId);
    const row = isListingId(id)
      ? await tx.consultation.findUnique({ where: { id }, select: { userId: true, coinsAwarded: true } })
      : null;
    if (!row || !ownsEntry(actor, row)) throw notFound(m.notFound);
    const { count } = await tx.consultation.updateMany({
      where: { id, status: "pending" },
      data: { status: "cancelled" },
    });
    if (count === 0) throw conflict(m.onlyPendingCancel);
    if (row.coinsAwarded > 0) {
      const { coins } = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { coins: true } });
      await postCoins(tx, {
        userId,
        amount: Math.min(coins, row.coinsAwarded),
        type: "debit",
        reason: "reversal",
        description: "Consultation cancelled: booking reward reversed",
        idempotencyKey: awardKeys.consultationReversal(id),
        createdAt: now,
      });
    }
    return toConsultationDto(
      await tx.consultation.findUniqueOrThrow({ where: { id }, select: consultationSelect }),
    );
  });
  await sendStatusMail(consultation);
  return consultation;
}
