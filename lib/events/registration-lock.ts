// What every registration change does first and last, inside its transaction: lock the event's row (so changes to
// one event's registrations run one after another, and its places are never given twice), then keep the counts on
// that row and give free places to the waitlist's first. Registrations of different events never wait for each other.
import type { EventRegistrationStatus, Prisma } from "@/lib/generated/prisma/client";
import { questionsOf } from "@/lib/events/registration-summary";
import { placeConfirmed } from "@/lib/events/registration-notices";
import { DAY_MS } from "@/lib/format/date";
import { notifyMany } from "@/lib/notifications/write";

export type Tx = Prisma.TransactionClient;

const lockedEventSelect = {
  id: true,
  title: true,
  status: true,
  date: true,
  endDate: true,
  location: true,
  postedById: true,
  registrationEnabled: true,
  registrationCapacity: true,
  registrationDeadline: true,
  registrationApproval: true,
  registrationQuestions: true,
  registeredCount: true,
  waitlistCount: true,
  pendingCount: true,
  checkedInCount: true,
  lastTicketNumber: true,
} satisfies Prisma.EventSelect;

export type LockedEvent = Omit<
  Prisma.EventGetPayload<{ select: typeof lockedEventSelect }>,
  "registrationQuestions"
> & { questions: ReturnType<typeof questionsOf> };

/** Locks the event's row for the rest of the transaction and reads it; null when there is no such event. */
export async function lockEvent(tx: Tx, eventId: string): Promise<LockedEvent | null> {
  const locked = await tx.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "Event" WHERE "id" = ${eventId} FOR UPDATE`;
  if (locked.length === 0) return null;
  const { registrationQuestions, ...row } = await tx.event.findUniqueOrThrow({
    where: { id: eventId },
    select: lockedEventSelect,
  });
  return { ...row, questions: questionsOf(registrationQuestions) };
}

/** Full: every place taken (no limit: never). */
export const isFull = (e: Pick<LockedEvent, "registrationCapacity" | "registeredCount">) =>
  e.registrationCapacity !== null && e.registeredCount >= e.registrationCapacity;

const counted = {
  registered: "registeredCount",
  waitlisted: "waitlistCount",
  pending: "pendingCount",
} as const satisfies Partial<Record<EventRegistrationStatus, keyof LockedEvent>>;

type Move = { from: EventRegistrationStatus | null; to: EventRegistrationStatus | null; count?: number };

/**
 * Writes what `moves` (registrations going from one status to another; null: none) do to the event's counts,
 * on the row and on `event` (so the rest of the transaction reads them as they now are).
 */
export async function applyMoves(
  tx: Tx,
  event: LockedEvent,
  moves: Move[],
  extra: Prisma.EventUpdateInput = {},
) {
  const delta: Partial<Record<(typeof counted)[keyof typeof counted], number>> = {};
  for (const { from, to, count = 1 } of moves) {
    if (from && from in counted) {
      const column = counted[from as keyof typeof counted];
      delta[column] = (delta[column] ?? 0) - count;
    }
    if (to && to in counted) {
      const column = counted[to as keyof typeof counted];
      delta[column] = (delta[column] ?? 0) + count;
    }
  }
  const data: Prisma.EventUpdateInput = { ...extra };
  for (const [column, change] of Object.entries(delta) as [keyof typeof delta, number][]) {
    if (change === 0) continue;
    data[column] = { increment: change };
    event[column] += change;
  }
  if (Object.keys(data).length)
    await tx.event.update({ where: { id: event.id }, data, select: { id: true } });
}

/**
 * When a registration joins the event's waitlist: now, or just after the last one on it, so the queue keeps the
 * order in which the event's lock was taken (a call's own `now` is when it started, not when its turn came) and
 * no two share an instant; a position once told only ever goes down.
 */
export async function queueTime(tx: Tx, eventId: string, now: Date): Promise<Date> {
  const last = await tx.eventRegistration.findFirst({
    where: { eventId, status: "waitlisted" },
    orderBy: [{ waitlistedAt: "desc" }, { id: "desc" }],
    select: { waitlistedAt: true },
  });
  const clock = Math.max(now.getTime(), Date.now());
  return new Date(Math.max(clock, (last?.waitlistedAt?.getTime() ?? 0) + 1));
}

/** A ticket given within a day of the event needs no reminder: its own mail says when (lib/events/reminders.ts). */
export function reminderDoneAt(event: { date: Date | null }, now: Date): Date | null {
  return event.date && event.date.getTime() - now.getTime() <= DAY_MS ? now : null;
}

/**
 * Gives the event's free places to the first on its waitlist, in the order they joined it (all of them when
 * there is no limit), each told in the bell; answers the registrations that got a place, for their mails.
 */
export async function fillFromWaitlist(
  tx: Tx,
  event: LockedEvent,
  now: Date,
  actorId: string | null,
): Promise<string[]> {
  const free =
    event.registrationCapacity === null
      ? event.waitlistCount
      : Math.min(event.waitlistCount, event.registrationCapacity - event.registeredCount);
  if (free <= 0) return [];
  const first = await tx.eventRegistration.findMany({
    where: { eventId: event.id, status: "waitlisted" },
    orderBy: [{ waitlistedAt: "asc" }, { id: "asc" }],
    take: free,
    select: { id: true, userId: true },
  });
  if (first.length === 0) return [];
  const ids = first.map((r) => r.id);
  await tx.eventRegistration.updateMany({
    where: { id: { in: ids }, status: "waitlisted" },
    data: { status: "registered", waitlistedAt: null, reminderSentAt: reminderDoneAt(event, now) },
  });
  await applyMoves(tx, event, [{ from: "waitlisted", to: "registered", count: ids.length }]);
  await notifyMany(
    tx,
    first.map((r) =>
      placeConfirmed({ ...r, eventId: event.id, eventTitle: event.title, fromWaitlist: true }, actorId),
    ),
  );
  return ids;
}
