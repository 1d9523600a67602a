// Slot bookings: a member takes a free slot (confirmed at once: status accepted), moves or cancels it up to 12
// hours before (later, only an admin), and an admin may decline it with a reason. The slot is held by the unique
// Consultation.slotStart, so of simultaneous bookings of one slot exactly one wins; the others get a 409 with
// the next free slots. Each change is mailed with the updated invitation; a change made by an admin is also
// written to the member's notifications with it (lib/notifications), one made by the member is mailed to the team.
import { isAdmin, ownsEntry, type Actor } from "@/lib/auth/policy";
import { lockMember, payBookingAward, reverseBookingAward } from "@/lib/consultations/booking-coins";
import { assertCanBook } from "@/lib/consultations/booking-rules";
import {
  consultationSelect,
  toScheduledDto,
  withoutSlot,
  type ConsultationDto,
  type ScheduledConsultationDto,
} from "@/lib/consultations/dto";
import { consultationMessages as m } from "@/lib/consultations/messages";
import type { ConsultationInput } from "@/lib/consultations/schema";
import { MEMBER_CHANGE_MS } from "@/lib/consultations/slot-rules";
import { sendTeamChangeMail } from "@/lib/consultations/mails";
import { sendSlotBookedMails, sendSlotChangeMail } from "@/lib/consultations/slot-mails";
import { assertFreeSlot, slotTaken } from "@/lib/consultations/slots";
import { getAvailability } from "@/lib/consultations/availability";
import { db } from "@/lib/db";
import { conflict, notFound } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { isListingId } from "@/lib/listings/ids";
import { consultationChanged } from "@/lib/notifications/events";
import { notify } from "@/lib/notifications/write";

type Tx = Prisma.TransactionClient;

const isUniqueClash = (error: unknown) =>
  typeof error === "object" && error !== null && (error as { code?: unknown }).code === "P2002";

/**
 * Books the free slot starting at `start` (checked at `now`) for the account's own address, within the member's
 * cap of open consultations (lib/consultations/booking-rules.ts), and pays the booking award.
 */
export async function bookSlot(
  userId: string,
  input: ConsultationInput,
  start: Date,
  now: Date,
): Promise<{ consultation: ConsultationDto; coinsAwarded: number }> {
  const availability = await assertFreeSlot(start, now);
  let result: { consultation: ScheduledConsultationDto; coinsAwarded: number };
  try {
    result = await db.$transaction(async (tx) => {
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
          status: "accepted",
          scheduledDate: start,
          slotStart: start,
          slotMinutes: availability.sessionMinutes,
          createdAt: now,
        },
        select: { id: true },
      });
      const coinsAwarded = await payBookingAward(tx, userId, row.id, now);
      const saved = await tx.consultation.findUniqueOrThrow({
        where: { id: row.id },
        select: consultationSelect,
      });
      return { consultation: toScheduledDto(saved), coinsAwarded };
    });
  } catch (error) {
    if (isUniqueClash(error)) throw await slotTaken(now);
    throw error;
  }
  await sendSlotBookedMails(result.consultation, {
    coinsAwarded: result.coinsAwarded,
    meetingUrl: availability.meetingUrl,
    sessionMinutes: availability.sessionMinutes,
    now,
  });
  return { consultation: withoutSlot(result.consultation), coinsAwarded: result.coinsAwarded };
}

type Held = {
  userId: string;
  status: string;
  slotMinutes: number | null;
  scheduledDate: Date | null;
  calendarSequence: number;
  coinsAwarded: number;
};

/** Locks an upcoming slot booking the actor may change: its member up to 12 hours before, an admin any time. */
async function lockChangeable(tx: Tx, actor: Actor, id: string, now: Date): Promise<Held> {
  const [row] = isListingId(id)
    ? await tx.$queryRaw<Held[]>`
        SELECT "userId", "status"::text AS "status", "slotMinutes", "scheduledDate", "calendarSequence", "coinsAwarded"
        FROM "Consultation" WHERE "id" = ${id} FOR UPDATE`
    : [];
  if (!row || !(ownsEntry(actor, row) || isAdmin(actor))) throw notFound(m.notFound);
  if (row.slotMinutes === null) throw conflict(m.notSlotBooking);
  if (row.status !== "accepted" || !row.scheduledDate || row.scheduledDate.getTime() <= now.getTime()) {
    throw conflict(m.onlyBookedChange);
  }
  if (!isAdmin(actor) && row.scheduledDate.getTime() - now.getTime() < MEMBER_CHANGE_MS) {
    throw conflict(m.changeTooLate);
  }
  return row;
}

/** POST /api/consultations/{id}/reschedule: moves a booking to another free slot (SEQUENCE one more). */
export async function rescheduleConsultation(
  actor: Actor,
  id: string,
  slotStart: Date,
  now = new Date(),
): Promise<ConsultationDto> {
  const current = isListingId(id)
    ? await db.consultation.findUnique({ where: { id }, select: { scheduledDate: true } })
    : null;
  const availability = await assertFreeSlot(slotStart, now, current?.scheduledDate ?? undefined);
  let moved: {
    consultation: ScheduledConsultationDto;
    sequence: number;
    was: Date | null;
    byMember: boolean;
  };
  try {
    moved = await db.$transaction(async (tx) => {
      const row = await lockChangeable(tx, actor, id, now);
      const sequence = row.calendarSequence + 1;
      const saved = await tx.consultation.update({
        where: { id },
        data: { slotStart, scheduledDate: slotStart, calendarSequence: sequence, reminderSentAt: null },
        select: consultationSelect,
      });
      await notify(tx, consultationChanged({ ...saved, userId: row.userId }, "rescheduled", actor.id));
      const byMember = row.userId === actor.id;
      return { consultation: toScheduledDto(saved), sequence, was: row.scheduledDate, byMember };
    });
  } catch (error) {
    if (isUniqueClash(error)) throw await slotTaken(now);
    throw error;
  }
  await Promise.all([
    sendSlotChangeMail(moved.consultation, "rescheduled", {
      sequence: moved.sequence,
      meetingUrl: availability.meetingUrl,
      sessionMinutes: availability.sessionMinutes,
      now,
    }),
    moved.byMember && sendTeamChangeMail(moved.consultation, "rescheduled", moved.was),
  ]);
  return withoutSlot(moved.consultation);
}

/**
 * Frees a booking's slot as cancelled (its member, up to 12 hours before) or declined (an admin, any time, with
 * `reason`): the coins it paid are reversed and the member is mailed METHOD:CANCEL (the team too, when the member
 * cancelled).
 */
async function releaseSlot(
  actor: Actor,
  id: string,
  now: Date,
  decline?: { reason: string; audit: (tx: Tx, c: ConsultationDto) => Promise<void> },
): Promise<ConsultationDto> {
  const released = await db.$transaction(async (tx) => {
    const row = await lockChangeable(tx, actor, id, now);
    await lockMember(tx, row.userId);
    const sequence = row.calendarSequence + 1;
    const saved = toScheduledDto(
      await tx.consultation.update({
        where: { id },
        data: {
          status: decline ? "rejected" : "cancelled",
          slotStart: null,
          calendarSequence: sequence,
          ...(decline ? { adminNotes: decline.reason } : {}),
        },
        select: consultationSelect,
      }),
    );
    await reverseBookingAward(tx, row.userId, id, row.coinsAwarded, now);
    await decline?.audit(tx, saved);
    const change = decline ? "rejected" : "cancelled";
    await notify(tx, consultationChanged({ ...saved, userId: row.userId }, change, actor.id));
    return { consultation: saved, sequence, byMember: !decline && row.userId === actor.id };
  });
  const { meetingUrl, sessionMinutes } = await getAvailability();
  await Promise.all([
    sendSlotChangeMail(released.consultation, decline ? "declined" : "cancelled", {
      sequence: released.sequence,
      meetingUrl,
      sessionMinutes,
      now,
    }),
    released.byMember && sendTeamChangeMail(released.consultation, "cancelled"),
  ]);
  return withoutSlot(released.consultation);
}

/** The member cancels their booked slot (lib/consultations/mutations.ts cancelConsultation). */
export const cancelSlotBooking = (actor: Actor, id: string, now: Date) => releaseSlot(actor, id, now);

/** An admin declines a booked slot with a reason (lib/consultations/decisions.ts). */
export const declineSlotBooking = (
  admin: Actor,
  id: string,
  reason: string,
  audit: (tx: Tx, c: ConsultationDto) => Promise<void>,
  now: Date,
) => releaseSlot(admin, id, now, { reason, audit });
