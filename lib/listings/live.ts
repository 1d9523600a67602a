// What keeps an approved job or event in the public lists, the sitemap and the feeds. A past one stays
// reachable by its URL (marked closed); it only leaves the places where visitors look for open things. A job or
// gig its poster closed early (closedAt: "Filled" or "Closed") leaves them the same way.
import { istDayStart } from "@/lib/format/date";
import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * The first instant still "live" at `now`: the start of today in India (00:00 IST, 18:30 UTC the day before).
 * A job whose deadline is today, or an event held today (at any hour, 00:30 IST included), stays listed until
 * the day ends in India. Deadlines given as a day are stored at midnight UTC of that day (05:30 IST), inside
 * the same day in India, so they compare the same way.
 */
export function liveSince(now: Date = new Date()): Date {
  return istDayStart(now);
}

/** True when a deadline or date (ISO, or none) has passed: the listing is closed. */
export function hasEnded(iso: string | null | undefined, now: Date = new Date()): boolean {
  return !!iso && new Date(iso).getTime() < liveSince(now).getTime();
}

/** Approved jobs not closed early whose application deadline has not passed (or that have none). */
export function liveJobWhere(now: Date = new Date()): Prisma.JobWhereInput {
  return {
    status: "approved",
    closedAt: null,
    OR: [{ applicationDeadline: null }, { applicationDeadline: { gte: liveSince(now) } }],
  };
}

/** Approved events that have not happened yet (or whose date is still to be announced). */
export function liveEventWhere(now: Date = new Date()): Prisma.EventWhereInput {
  return { status: "approved", OR: [{ date: null }, { date: { gte: liveSince(now) } }] };
}

/**
 * liveEventWhere's two halves, as the events list shows them: dated events still to come (soonest first), then
 * undated ones. Each is one range of the (status, date, createdAt, id) index, so past events are never read.
 */
export function liveEventParts(now: Date = new Date()): [Prisma.EventWhereInput, Prisma.EventWhereInput] {
  return [
    { status: "approved", date: { gte: liveSince(now) } },
    { status: "approved", date: null },
  ];
}

/**
 * Approved gigs still taking bids: not closed early, and no deadline, or a deadline not yet passed. A gig's deadline is stored as
 * the end of its day in India (23:59:59 IST, lib/gigs/schema.ts), so it is compared with the instant itself.
 */
export function liveGigWhere(now: Date = new Date()): Prisma.GigWhereInput {
  return { status: "approved", closedAt: null, OR: [{ deadline: null }, { deadline: { gte: now } }] };
}
