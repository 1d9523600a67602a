// The rules of consultation slots, as pure functions of the availability and a clock: the weekly hours and
// blocked days are in IST (a fixed +05:30, no daylight saving), every instant is UTC. India's days come from
// lib/format/date.ts.
import { IST_OFFSET_MS, istDayStamp, istDayStart } from "@/lib/format/date";

export const SESSION_LENGTHS = [30, 45, 60] as const;
export type SessionLength = (typeof SESSION_LENGTHS)[number];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A slot starts at least this long after it is booked (or moved to). */
export const MIN_NOTICE_MS = 24 * HOUR;
/** …and at most this far ahead. */
export const HORIZON_MS = 30 * DAY;
/** A member may move or cancel a booking up to this long before it starts; after that only an admin can. */
export const MEMBER_CHANGE_MS = 12 * HOUR;
/** The reminder goes out once a booking starts within this time. */
export const REMINDER_MS = 24 * HOUR;
/** How many next free slots a refused booking is offered. */
export const NEXT_SLOTS = 3;

export const WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export type Availability = {
  sessionMinutes: number;
  meetingUrl: string;
  /** Open weekdays (0 Sunday … 6 Saturday, IST), minutes from midnight IST. */
  hours: { weekday: number; startMinute: number; endMinute: number }[];
  /** IST calendar days with no slots, YYYY-MM-DD. */
  blockedDates: string[];
};

/** A time already taken: a booking's start and length. */
export type Busy = { start: Date; minutes: number };

export type Slot = { start: string; end: string };

/** Slots are on when at least one weekday is open. */
export const slotsEnabled = (a: Availability) => a.hours.length > 0;

/** Minutes from IST midnight as "HH:MM". */
export const minutesToTime = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;

/** Every slot of the weekly hours from `now` + notice to `now` + horizon, blocked days and busy times left out. */
export function freeSlots(a: Availability, now: Date, busy: Busy[] = []): Slot[] {
  if (!slotsEnabled(a)) return [];
  const length = a.sessionMinutes * MINUTE;
  const earliest = now.getTime() + MIN_NOTICE_MS;
  const latest = now.getTime() + HORIZON_MS;
  const blocked = new Set(a.blockedDates);
  const open = new Map(a.hours.map((h) => [h.weekday, h]));
  const taken = busy.map((b) => [b.start.getTime(), b.start.getTime() + b.minutes * MINUTE] as const);
  const slots: Slot[] = [];
  // Each IST day from today to the horizon's day: its midnight IST as a UTC instant.
  const firstMidnight = istDayStart(now).getTime();
  for (let midnight = firstMidnight; midnight <= latest; midnight += DAY) {
    const weekday = new Date(midnight + IST_OFFSET_MS).getUTCDay(); // 0 Sunday … 6 Saturday, in India
    const hours = open.get(weekday);
    if (!hours || blocked.has(istDayStamp(new Date(midnight)))) continue;
    for (let m = hours.startMinute; m + a.sessionMinutes <= hours.endMinute; m += a.sessionMinutes) {
      const start = midnight + m * MINUTE;
      const end = start + length;
      if (start < earliest || start > latest) continue;
      if (taken.some(([s, e]) => start < e && s < end)) continue;
      slots.push({ start: new Date(start).toISOString(), end: new Date(end).toISOString() });
    }
  }
  return slots;
}

/** Why `start` cannot be booked at `now` (a message key), or null when it is one of the free slots. */
export function slotProblem(
  a: Availability,
  start: Date,
  now: Date,
  busy: Busy[] = [],
): "notice" | "horizon" | "blocked" | "notASlot" | "taken" | null {
  if (start.getTime() < now.getTime() + MIN_NOTICE_MS) return "notice";
  if (start.getTime() > now.getTime() + HORIZON_MS) return "horizon";
  if (a.blockedDates.includes(istDayStamp(start))) return "blocked";
  const iso = start.toISOString();
  if (!freeSlots(a, now).some((s) => s.start === iso)) return "notASlot";
  if (!freeSlots(a, now, busy).some((s) => s.start === iso)) return "taken";
  return null;
}
