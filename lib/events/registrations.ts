// A member's side of registration: registering (answering the event's questions) and cancelling, their own
// registration and tickets, and the events they attended. Each change is one transaction that locks the event's
// row first (lib/events/registration-lock.ts), so places are given in order and never beyond the capacity, and the
// counts on the row stay exact; its mails go after the commit.
import { assertUser, canManageListing, type Actor } from "@/lib/auth/policy";
import { db } from "@/lib/db";
import { conflict, notFound } from "@/lib/errors";
import { isActive, type RegistrationStatus } from "@/lib/events/registration-state";
import { eventMessages } from "@/lib/events/messages";
import {
  myRegistrationSelect,
  toMyRegistrationDto,
  type MyRegistrationDto,
} from "@/lib/events/registration-dto";
import {
  applyMoves,
  fillFromWaitlist,
  isFull,
  lockEvent,
  queueTime,
  reminderDoneAt,
  type LockedEvent,
  type Tx,
} from "@/lib/events/registration-lock";
import { sendRegistrationMails, type RegistrationMail } from "@/lib/events/registration-mails";
import { registrationMessages as m } from "@/lib/events/registration-messages";
import { registrationRequested } from "@/lib/events/registration-notices";
import { answersInput, answersOf, type RegisterInput } from "@/lib/events/registration-schema";
import { refreshListings } from "@/lib/listings/refresh";
import { notify } from "@/lib/notifications/write";

/** Registration is refused (409) when the event does not take it, is not live, or has closed. */
function assertTakesRegistrations(event: LockedEvent, now: Date) {
  if (!event.registrationEnabled) throw conflict(m.notTaking);
  if (event.status !== "approved") throw conflict(m.notLive);
  const closes = event.registrationDeadline ?? event.date;
  if (closes && now.getTime() >= closes.getTime()) throw conflict(m.closed);
}

const alreadyIn: Record<string, string> = {
  registered: m.alreadyRegistered,
  waitlisted: m.alreadyWaitlisted,
  pending: m.alreadyPending,
};

/** Its place in the waitlist's queue (1: next). */
export function waitlistPosition(
  tx: Tx | typeof db,
  r: { id: string; eventId: string; waitlistedAt: Date | null },
): Promise<number> {
  const at = r.waitlistedAt ?? new Date(0);
  return tx.eventRegistration
    .count({
      where: {
        eventId: r.eventId,
        status: "waitlisted",
        OR: [{ waitlistedAt: { lt: at } }, { waitlistedAt: at, id: { lt: r.id } }],
      },
    })
    .then((ahead) => ahead + 1);
}

/** After a change: its mails, and the public lists re-rendered when the event filled up or has room again. */
async function afterCommit(mails: RegistrationMail[], fullnessChanged: boolean, now: Date) {
  if (fullnessChanged) refreshListings("event");
  await sendRegistrationMails(mails, now);
}

/**
 * Registers the member for an approved event that takes registrations and has not closed: a place while there
 * is one (automatic), else the waitlist; or a request the organiser decides (approval by the organiser). A member
 * who cancelled may register again (same ticket number); one the organiser declined may not.
 */
export async function registerForEvent(
  actor: Actor,
  eventId: string,
  input: RegisterInput,
  now: Date = new Date(),
): Promise<MyRegistrationDto> {
  const member = assertUser(actor);
  const { row, fullnessChanged } = await db.$transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event || (event.status !== "approved" && !canManageListing(member, event))) {
      throw notFound(eventMessages.notFound);
    }
    assertTakesRegistrations(event, now);
    const { answers } = answersInput(event.questions).parse({ answers: input.answers });
    const existing = await tx.eventRegistration.findUnique({
      where: { eventId_userId: { eventId, userId: member.id } },
      select: { id: true, number: true, status: true },
    });
    if (existing && alreadyIn[existing.status]) throw conflict(alreadyIn[existing.status]!);
    if (existing?.status === "declined") throw conflict(m.declined);
    const wasFull = isFull(event);
    const status: RegistrationStatus =
      event.registrationApproval === "organiser" ? "pending" : wasFull ? "waitlisted" : "registered";
    const number = existing?.number ?? event.lastTicketNumber + 1;
    const data = {
      status,
      answers: answersOf(event.questions, answers),
      waitlistedAt: status === "waitlisted" ? await queueTime(tx, eventId, now) : null,
      decisionMessage: "",
      decidedAt: null,
      cancelledAt: null,
      checkedInAt: null,
      checkedInById: null,
      reminderSentAt: status === "registered" ? reminderDoneAt(event, now) : null,
    };
    const row = existing
      ? await tx.eventRegistration.update({ where: { id: existing.id }, data, select: myRegistrationSelect })
      : await tx.eventRegistration.create({
          data: { eventId, userId: member.id, number, ...data },
          select: myRegistrationSelect,
        });
    await applyMoves(tx, event, [{ from: null, to: status }], existing ? {} : { lastTicketNumber: number });
    if (status === "pending" && event.postedById) {
      const who = await tx.user.findUniqueOrThrow({
        where: { id: member.id },
        select: { firstName: true, lastName: true },
      });
      await notify(
        tx,
        registrationRequested(
          {
            eventId,
            eventTitle: event.title,
            organiserId: event.postedById,
            name: `${who.firstName} ${who.lastName}`.trim(),
          },
          member.id,
        ),
      );
    }
    return { row, fullnessChanged: wasFull !== isFull(event) };
  });
  // Counted after the commit, so the event's lock is held no longer than the change needs (a position only goes
  // down: whoever joins later queues behind).
  const position = row.status === "waitlisted" ? await waitlistPosition(db, row) : null;
  const dto = toMyRegistrationDto(row, position);
  const kind = dto.status === "registered" ? "ticket" : (dto.status as "waitlisted" | "pending");
  await afterCommit([{ registrationId: dto.id, kind }], fullnessChanged, now);
  return dto;
}

/**
 * The member cancels their registration (a place, a waitlist spot or a request) before the event starts and
 * before checking in; a place they held goes to the waitlist's first in the same transaction.
 */
export async function cancelRegistration(
  actor: Actor,
  eventId: string,
  now: Date = new Date(),
): Promise<MyRegistrationDto> {
  const member = assertUser(actor);
  const { dto, mails, fullnessChanged } = await db.$transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event) throw notFound(eventMessages.notFound);
    const current = await tx.eventRegistration.findUnique({
      where: { eventId_userId: { eventId, userId: member.id } },
      select: { id: true, status: true, checkedInAt: true },
    });
    if (!current || !isActive(current.status)) throw notFound(m.notRegistered);
    if (current.checkedInAt) throw conflict(m.checkedInCannotCancel);
    if (event.date && now.getTime() >= event.date.getTime()) throw conflict(m.startedCannotCancel);
    const wasFull = isFull(event);
    const row = await tx.eventRegistration.update({
      where: { id: current.id },
      data: { status: "cancelled", cancelledAt: now, waitlistedAt: null },
      select: myRegistrationSelect,
    });
    await applyMoves(tx, event, [{ from: current.status, to: "cancelled" }]);
    const hadTicket = current.status === "registered";
    const promoted = hadTicket ? await fillFromWaitlist(tx, event, now, member.id) : [];
    const mails: RegistrationMail[] = [
      { registrationId: row.id, kind: "cancelled", hadTicket },
      ...promoted.map((id) => ({ registrationId: id, kind: "promoted" as const })),
    ];
    return { dto: toMyRegistrationDto(row), mails, fullnessChanged: wasFull !== isFull(event) };
  });
  await afterCommit(mails, fullnessChanged, now);
  return dto;
}

/** The member's registration for an event (any status), or null when they never registered. */
export async function getMyRegistration(actor: Actor, eventId: string): Promise<MyRegistrationDto | null> {
  const row = await db.eventRegistration.findUnique({
    where: { eventId_userId: { eventId, userId: actor.id } },
    select: myRegistrationSelect,
  });
  if (!row) return null;
  return toMyRegistrationDto(row, row.status === "waitlisted" ? await waitlistPosition(db, row) : null);
}

/** An event a member attended (checked in at), as their public profile shows it. */
export type AttendedEventDto = {
  eventId: string;
  title: string;
  type: string;
  date: string | null;
  location: string;
  /** When they checked in. */
  attendedAt: string;
};

/**
 * The approved events `userId` checked in at, latest first, up to `take` (at most 50): public facts only (no
 * ticket, answers or organiser's message), for the member's profile, which decides whether to show them.
 */
export async function listAttendedEvents(userId: string, take = 10): Promise<AttendedEventDto[]> {
  const rows = await db.eventRegistration.findMany({
    where: { userId, checkedInAt: { not: null }, status: "registered", event: { status: "approved" } },
    orderBy: [{ checkedInAt: "desc" }, { id: "desc" }],
    take: Math.min(Math.max(1, take), 50),
    select: {
      checkedInAt: true,
      event: { select: { id: true, title: true, type: true, date: true, location: true } },
    },
  });
  return rows.map((r) => ({
    eventId: r.event.id,
    title: r.event.title,
    type: r.event.type,
    date: r.event.date?.toISOString() ?? null,
    location: r.event.location,
    attendedAt: r.checkedInAt!.toISOString(),
  }));
}
