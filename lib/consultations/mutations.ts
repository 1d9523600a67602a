// Booking and cancelling consultations. Each runs in one transaction with the member's row locked, so the cap of
// open consultations and the once-a-day award hold under simultaneous requests.
import { ownsEntry, type Actor } from "@/lib/auth/policy";
import { lockMember, payBookingAward, reverseBookingAward } from "@/lib/consultations/booking-coins";
import { assertCanBook } from "@/lib/consultations/booking-rules";
import { consultationSelect, toConsultationDto, type ConsultationDto } from "@/lib/consultations/dto";
import { sendBookedMails, sendStatusMail, sendTeamChangeMail } from "@/lib/consultations/mails";
import type { ConsultationInput } from "@/lib/consultations/schema";
import { consultationMessages as m } from "@/lib/consultations/messages";
import { db } from "@/lib/db";
import { ApiError, conflict, notFound } from "@/lib/errors";
import { isListingId } from "@/lib/listings/ids";
import { bookSlot, cancelSlotBooking } from "@/lib/consultations/slot-bookings";

/**
 * POST /api/consultations: stores a pending request and pays the booking award, at most once per 24 hours
 * (bookings cancelled since do not count: their coins were reversed). With a `slotStart` it books that slot
 * instead (lib/consultations/slot-bookings.ts). Either way the account's own address is the only one mailed and a
 * member holds at most 3 open consultations (lib/consultations/booking-rules.ts). `now` is the clock (tests move it).
 */
export async function bookConsultation(
  userId: string,
  input: ConsultationInput,
  now = new Date(),
): Promise<{ consultation: ConsultationDto; coinsAwarded: number }> {
  if (input.slotStart) return bookSlot(userId, input, input.slotStart, now);
  if (input.preferredDate && input.preferredDate.getTime() <= now.getTime()) {
    throw new ApiError("validation_failed", m.pastDate, { preferredDate: m.pastDate });
  }
  const result = await db.$transaction(async (tx) => {
    await lockMember(tx, userId);
    const email = await assertCanBook(tx, userId, input.email, now);
    const row = await tx.consultation.create({
      data: {
        userId,
        name: input.name,
        email,
        mobile: input.mobile,
        topic: input.topic,
        message: input.message,
        preferredDate: input.preferredDate ?? null,
        createdAt: now,
      },
      select: { id: true },
    });
    const coinsAwarded = await payBookingAward(tx, userId, row.id, now);
    const saved = await tx.consultation.findUniqueOrThrow({
      where: { id: row.id },
      select: consultationSelect,
    });
    return { consultation: toConsultationDto(saved), coinsAwarded };
  });
  await sendBookedMails(result.consultation, result.coinsAwarded);
  return result;
}

/**
 * The member cancels a pending request, or a booked slot up to 12 hours before it (cancelSlotBooking). Coins
 * the booking paid are reversed: as many as the balance still holds (a balance never goes below zero); the member
 * and the team are mailed. Another member's id is 404, as if it did not exist.
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
      ? await tx.consultation.findUnique({
          where: { id },
          select: { userId: true, coinsAwarded: true, slotMinutes: true, status: true },
        })
      : null;
    if (!row || !ownsEntry(actor, row)) throw notFound(m.notFound);
    if (row.slotMinutes !== null && row.status === "accepted") return null;
    const { count } = await tx.consultation.updateMany({
      where: { id, status: "pending" },
      data: { status: "cancelled" },
    });
    if (count === 0) throw conflict(m.onlyPendingCancel);
    await reverseBookingAward(tx, userId, id, row.coinsAwarded, now);
    return toConsultationDto(
      await tx.consultation.findUniqueOrThrow({ where: { id }, select: consultationSelect }),
    );
  });
  if (!consultation) return cancelSlotBooking(actor, id, now);
  await Promise.all([sendStatusMail(consultation), sendTeamChangeMail(consultation, "cancelled")]);
  return consultation;
}
