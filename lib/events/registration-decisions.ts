// The organiser's (or an admin's) changes to registrations: approve or decline one, with a message the member
// reads in the mail and on their ticket, and check a ticket in at the door. Each is one transaction that locks the
// event's row first, as a registration does (lib/events/registration-lock.ts); a place freed by a decline goes to
// the waitlist's first in the same transaction.
import type { Actor } from "@/lib/auth/policy";
import { db } from "@/lib/db";
import { ApiError, conflict, notFound } from "@/lib/errors";
import { findEventToManage } from "@/lib/events/registration-access";
import { attendeeSelect, toAttendeeDto, type AttendeeDto } from "@/lib/events/registration-dto";
import {
  applyMoves,
  fillFromWaitlist,
  isFull,
  lockEvent,
  queueTime,
  reminderDoneAt,
} from "@/lib/events/registration-lock";
import { sendRegistrationMails, type RegistrationMail } from "@/lib/events/registration-mails";
import { alreadyCheckedIn, registrationMessages as m } from "@/lib/events/registration-messages";
import { placeConfirmed, placeWaitlisted, registrationDeclined } from "@/lib/events/registration-notices";
import type { DecisionInput } from "@/lib/events/registration-schema";
import type { RegistrationStatus } from "@/lib/events/registration-state";
import { eventMessages } from "@/lib/events/messages";
import { ticketMatches } from "@/lib/events/ticket-code";
import { readTicketText } from "@/lib/events/ticket-text";
import { refreshListings } from "@/lib/listings/refresh";
import { notify } from "@/lib/notifications/write";

/**
 * Approves a pending (or declined) registration: a place while there is one, else the waitlist; or declines a
 * pending, waitlisted or registered one not checked in (a place it held goes to the waitlist's first).
 */
export async function decideRegistration(
  actor: Actor,
  eventId: string,
  registrationId: string,
  input: DecisionInput,
  now: Date = new Date(),
): Promise<AttendeeDto> {
  await findEventToManage(eventId, actor);
  const { dto, mails, fullnessChanged } = await db.$transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event) throw notFound(eventMessages.notFound);
    const current = await tx.eventRegistration.findFirst({
      where: { id: registrationId, eventId },
      select: { id: true, userId: true, status: true, checkedInAt: true },
    });
    if (!current) throw notFound(m.registrationNotFound);
    const wasFull = isFull(event);
    const message = input.message ?? "";
    let to: RegistrationStatus;
    if (input.decision === "approve") {
      if (current.status !== "pending" && current.status !== "declined") throw conflict(m.cannotApprove);
      to = wasFull ? "waitlisted" : "registered";
    } else {
      if (current.checkedInAt) throw conflict(m.checkedInCannotDecline);
      if (current.status === "declined" || current.status === "cancelled") throw conflict(m.cannotDecline);
      to = "declined";
    }
    const row = await tx.eventRegistration.update({
      where: { id: current.id },
      data: {
        status: to,
        decisionMessage: message,
        decidedAt: now,
        waitlistedAt: to === "waitlisted" ? await queueTime(tx, eventId, now) : null,
        ...(to === "registered" ? { reminderSentAt: reminderDoneAt(event, now) } : {}),
      },
      select: attendeeSelect,
    });
    await applyMoves(tx, event, [{ from: current.status, to }]);
    const notice = { id: row.id, userId: current.userId, eventId, eventTitle: event.title, message };
    await notify(
      tx,
      to === "registered"
        ? placeConfirmed(notice, actor.id)
        : to === "waitlisted"
          ? placeWaitlisted(notice, actor.id)
          : registrationDeclined(notice, actor.id),
    );
    const hadTicket = current.status === "registered";
    const promoted = hadTicket ? await fillFromWaitlist(tx, event, now, actor.id) : [];
    const mails: RegistrationMail[] = [
      { registrationId: row.id, kind: to === "registered" ? "ticket" : to, hadTicket },
      ...promoted.map((id) => ({ registrationId: id, kind: "promoted" as const })),
    ];
    return { dto: toAttendeeDto(row), mails, fullnessChanged: wasFull !== isFull(event) };
  });
  if (fullnessChanged) refreshListings("event");
  await sendRegistrationMails(mails, now);
  return dto;
}

export type CheckInResult = {
  /** checked_in: now · already_checked_in: at `checkedInAt`, earlier (the message says when). */
  result: "checked_in" | "already_checked_in";
  message: string;
  attendee: AttendeeDto;
  /** How many have arrived, of how many registered. */
  arrived: number;
  registered: number;
};

/**
 * Checks in the ticket a typed code or a scanned QR text names, at this event only: the code's signature must be
 * this event's registration's (lib/events/ticket-code.ts), and the registration must hold a place. A second
 * check-in changes nothing and says when the first was.
 */
export async function checkInTicket(
  actor: Actor,
  eventId: string,
  code: string,
  now: Date = new Date(),
): Promise<CheckInResult> {
  await findEventToManage(eventId, actor);
  const given = readTicketText(code);
  if (!given) throw new ApiError("validation_failed", m.notACode, { code: m.notACode });
  if (given.eventId !== null && given.eventId !== eventId) throw notFound(m.otherEvent);
  return db.$transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event) throw notFound(eventMessages.notFound);
    const found = await tx.eventRegistration.findUnique({
      where: { eventId_number: { eventId, number: given.number } },
      select: { ...attendeeSelect, eventId: true },
    });
    if (!found || !ticketMatches(found, given)) throw notFound(m.noSuchTicket);
    if (found.status !== "registered") throw conflict(m.ticketNot[found.status]);
    const attendee = toAttendeeDto(found);
    const counts = () => ({ arrived: event.checkedInCount, registered: event.registeredCount });
    if (found.checkedInAt) {
      return {
        result: "already_checked_in" as const,
        message: alreadyCheckedIn(found.checkedInAt),
        attendee: { ...attendee, checkedInAt: found.checkedInAt.toISOString() },
        ...counts(),
      };
    }
    await tx.eventRegistration.update({
      where: { id: found.id },
      data: { checkedInAt: now, checkedInById: actor.id },
      select: { id: true },
    });
    await applyMoves(tx, event, [], { checkedInCount: { increment: 1 } });
    event.checkedInCount += 1;
    return {
      result: "checked_in" as const,
      message: `${attendee.name} checked in`,
      attendee: { ...attendee, checkedInAt: now.toISOString() },
      ...counts(),
    };
  });
}
