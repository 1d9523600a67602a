// The admin's consultation availability: session length, meeting link, weekly hours (IST) and blocked days.
// Nothing configured (no open weekday) means slots are off and /consultation takes requests without a slot.
import type { z } from "zod";
import { writeAudit } from "@/lib/audit/log";
import { assertAdmin, type Actor } from "@/lib/auth/policy";
import type { availabilityInput } from "@/lib/consultations/schema";
import { WEEKDAYS, minutesToTime, type Availability, type Busy } from "@/lib/consultations/slot-rules";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { plural } from "@/lib/format/plural";

type Client = Prisma.TransactionClient | typeof db;

/** A session's length before the team sets one. */
const DEFAULT_SESSION_MINUTES = 30;

/** The availability as the slot rules read it. */
export async function getAvailability(client: Client = db): Promise<Availability> {
  const [settings, hours, blocked] = await Promise.all([
    client.consultationSettings.findUnique({ where: { id: 1 } }),
    client.consultationHours.findMany({ orderBy: { weekday: "asc" } }),
    client.consultationBlockedDate.findMany({ orderBy: { date: "asc" } }),
  ]);
  return {
    sessionMinutes: settings?.sessionMinutes ?? DEFAULT_SESSION_MINUTES,
    meetingUrl: settings?.meetingUrl ?? "",
    hours: hours.map(({ weekday, startMinute, endMinute }) => ({ weekday, startMinute, endMinute })),
    blockedDates: blocked.map((b) => b.date),
  };
}

/** The configured session length alone: how long a consultation without a slot of its own lasts. */
export async function getSessionMinutes(client: Client = db): Promise<number> {
  const settings = await client.consultationSettings.findUnique({
    where: { id: 1 },
    select: { sessionMinutes: true },
  });
  return settings?.sessionMinutes ?? DEFAULT_SESSION_MINUTES;
}

/** The admin form's values (and GET /api/admin/consultations/availability). */
export type AvailabilityForm = {
  sessionMinutes: string;
  meetingUrl: string;
  hours: Record<(typeof WEEKDAYS)[number], { start: string; end: string }>;
  blockedDates: string;
};

export function toAvailabilityForm(a: Availability): AvailabilityForm {
  const byDay = new Map(a.hours.map((h) => [h.weekday, h]));
  return {
    sessionMinutes: String(a.sessionMinutes),
    meetingUrl: a.meetingUrl,
    hours: Object.fromEntries(
      WEEKDAYS.map((d, i) => {
        const h = byDay.get(i);
        return [
          d,
          h
            ? { start: minutesToTime(h.startMinute), end: minutesToTime(h.endMinute) }
            : { start: "", end: "" },
        ];
      }),
    ) as AvailabilityForm["hours"],
    blockedDates: a.blockedDates.join("\n"),
  };
}

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Replaces the availability (one transaction, with its audit row). Bookings already made keep their slots. */
export async function saveAvailability(
  admin: Actor,
  input: z.output<typeof availabilityInput>,
): Promise<Availability> {
  assertAdmin(admin);
  return db.$transaction(async (tx) => {
    const data = { sessionMinutes: input.sessionMinutes, meetingUrl: input.meetingUrl };
    await tx.consultationSettings.upsert({ where: { id: 1 }, create: { id: 1, ...data }, update: data });
    await tx.consultationHours.deleteMany({});
    await tx.consultationHours.createMany({
      data: WEEKDAYS.flatMap((d, weekday) => {
        const h = input.hours[d];
        return h.start ? [{ weekday, startMinute: toMinutes(h.start), endMinute: toMinutes(h.end) }] : [];
      }),
    });
    await tx.consultationBlockedDate.deleteMany({});
    await tx.consultationBlockedDate.createMany({ data: input.blockedDates.map((date) => ({ date })) });
    const saved = await getAvailability(tx);
    await writeAudit(tx, admin.id, {
      action: "consultation.availability",
      targetType: "consultation",
      targetId: "availability",
      summary: `${plural(saved.hours.length, "open weekday")}, ${saved.sessionMinutes}-minute sessions, ${plural(saved.blockedDates.length, "blocked day")}`,
    });
    return saved;
  });
}

/**
 * The times already taken between `from` and `to`: every accepted consultation, a booked slot for its length, a
 * request the team gave a time for the configured session length (`sessionMinutes`).
 */
export async function busyTimes(
  from: Date,
  to: Date,
  sessionMinutes: number,
  client: Client = db,
): Promise<Busy[]> {
  const rows = await client.consultation.findMany({
    where: { status: "accepted", scheduledDate: { gte: new Date(from.getTime() - 60 * 60_000), lte: to } },
    select: { scheduledDate: true, slotMinutes: true },
  });
  return rows.map((r) => ({ start: r.scheduledDate!, minutes: r.slotMinutes ?? sessionMinutes }));
}
