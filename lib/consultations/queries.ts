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
import { readCountedPage } from "@/lib/paging";
import { MEMBER_CHANGE_MS, istDay } from "@/lib/consultations/slot-rules";

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

const DAY_MS = 24 * 60 * 60 * 1000;
const IST_MS = 330 * 60_000;

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
  const day = anyDay && !Number.isNaN(Date.parse(`${anyDay}T00:00:00Z`)) ? anyDay : istDay(now);
  const noonUtc = Date.parse(`${day}T00:00:00Z`);
  const monday = noonUtc - ((new Date(noonUtc).getUTCDay() + 6) % 7) * DAY_MS;
  const from = new Date(monday - IST_MS);
  const to = new Date(from.getTime() + 7 * DAY_MS);
  const rows = await db.consultation.findMany({
    where: { scheduledDate: { gte: from, lt: to }, status: { in: ["accepted", "completed", "rejected"] } },
    orderBy: [{ scheduledDate: "asc" }, { id: "asc" }],
    take: 500,
    select: consultationSelect,
  });
  const stamp = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const days: WeekDay[] = Array.from({ length: 7 }, (_, i) => ({
    date: stamp(monday + i * DAY_MS),
    bookings: [],
  }));
  for (const row of rows.map(toScheduledDto)) {
    days.find((d) => d.date === istDay(new Date(row.scheduledDate!)))?.bookings.push(row);
  }
  return {
    weekStart: stamp(monday),
    previous: stamp(monday - 7 * DAY_MS),
    next: stamp(monday + 7 * DAY_MS),
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
