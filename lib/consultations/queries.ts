import { assertAdmin, type Actor } from "@/lib/auth/policy";
import {
  consultationSelect,
  toConsultationDto,
  toScheduledDto,
  type ConsultationDto,
  type ScheduledConsultationDto,
} from "@/lib/consultations/dto";
import type { ConsultationStatus } from "@/lib/consultations/schema";
import { db } from "@/lib/db";
import { addDays, isDayStamp, istDayStamp, istDayStartOf, istWeekStart } from "@/lib/format/date";
import { readCountedPage } from "@/lib/paging";
import { MEMBER_CHANGE_MS } from "@/lib/consultations/slot-rules";

/** GET /api/consultations/mine: the member's requests, newest first. */
export async function listMyConsultations(userId: string): Promise<ConsultationDto[]> {
  const rows = await db.consultation.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 100,
    select: consultationSelect,
  });
  return rows.map(toConsultationDto);
}

/** The back office: every request, newest first, optionally one status, in pages. */
export async function listConsultations(
  admin: Actor,
  query: { status?: ConsultationStatus; page: number; limit: number },
) {
  assertAdmin(admin);
  const where = query.status ? { status: query.status } : {};
  const { items, ...counts } = await readCountedPage(
    query,
    () => db.consultation.count({ where }),
    (window) =>
      db.consultation.findMany({
        where,
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        ...window,
        select: consultationSelect,
      }),
  );
  return { consultations: items.map(toScheduledDto), ...counts };
}

export type WeekDay = { date: string; bookings: ScheduledConsultationDto[] };

/**
 * The back office's week view: the Monday-to-Sunday week (IST) holding `anyDay` (YYYY-MM-DD; this week when
 * absent), every scheduled consultation in it (booked slots, accepted requests, and the declined or completed
 * ones), by day and time.
 */
export async function listWeekBookings(
  admin: Actor,
  anyDay: string | undefined,
  now = new Date(),
): Promise<{ weekStart: string; previous: string; next: string; days: WeekDay[] }> {
  assertAdmin(admin);
  const from = istWeekStart(anyDay && isDayStamp(anyDay) ? istDayStartOf(anyDay) : now);
  const to = addDays(from, 7);
  const rows = await db.consultation.findMany({
    where: { scheduledDate: { gte: from, lt: to }, status: { in: ["accepted", "completed", "rejected"] } },
    orderBy: [{ scheduledDate: "asc" }, { id: "asc" }],
    take: 500,
    select: consultationSelect,
  });
  const days: WeekDay[] = Array.from({ length: 7 }, (_, i) => ({
    date: istDayStamp(addDays(from, i)),
    bookings: [],
  }));
  for (const row of rows.map(toScheduledDto)) {
    days.find((d) => d.date === istDayStamp(new Date(row.scheduledDate!)))?.bookings.push(row);
  }
  return {
    weekStart: istDayStamp(from),
    previous: istDayStamp(addDays(from, -7)),
    next: istDayStamp(to),
    days,
  };
}

/**
 * The member's booked slots they may still cancel themselves (12 hours or more before they start), by id: My
 * Consultations offers Cancel booking on these.
 */
export async function listMyCancellableSlots(userId: string, now = new Date()): Promise<string[]> {
  const rows = await db.consultation.findMany({
    where: {
      userId,
      status: "accepted",
      slotStart: { gte: new Date(now.getTime() + MEMBER_CHANGE_MS) },
    },
    select: { id: true },
    take: 100,
  });
  return rows.map((r) => r.id);
}
