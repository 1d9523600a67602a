// The Overview tab: what needs an admin now, and how the community grew over the last 12 weeks.
import { assertAdmin, type Actor } from "@/lib/auth/policy";
import { db } from "@/lib/db";

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export type WeekPoint = { weekStart: string; members: number; listings: number };

export type AdminOverview = {
  pending: { event: number; job: number; startup: number; gig: number };
  pendingConsultations: number;
  newLeadsThisWeek: number;
  weeks: WeekPoint[];
};

/** Counts per week of `dates`, for 12 weeks ending at `now` (oldest first). */
function perWeek(dates: Date[], start: number): number[] {
  const counts = Array.from({ length: 12 }, () => 0);
  for (const d of dates) {
    const i = Math.floor((d.getTime() - start) / WEEK_MS);
    if (i >= 0 && i < 12) counts[i]! += 1;
  }
  return counts;
}

export async function getAdminOverview(admin: Actor, now = new Date()): Promise<AdminOverview> {
  assertAdmin(admin);
  const weekAgo = new Date(now.getTime() - WEEK_MS);
  const start = now.getTime() - 12 * WEEK_MS;
  const since = { createdAt: { gte: new Date(start) } };
  const created = { select: { createdAt: true } } as const;
  const [event, job, startup, gig, pendingConsultations, contacts, leads, waitlist, members, ...listings] =
    await Promise.all([
      db.event.count({ where: { status: "pending" } }),
      db.job.count({ where: { status: "pending" } }),
      db.startup.count({ where: { status: "pending" } }),
      db.gig.count({ where: { status: "pending" } }),
      db.consultation.count({ where: { status: "pending" } }),
      db.contactMessage.count({ where: { createdAt: { gte: weekAgo } } }),
      db.lead.count({ where: { createdAt: { gte: weekAgo } } }),
      db.waitlistEntry.count({ where: { createdAt: { gte: weekAgo } } }),
      db.user.findMany({ where: since, ...created }),
      db.job.findMany({ where: since, ...created }),
      db.event.findMany({ where: since, ...created }),
      db.gig.findMany({ where: since, ...created }),
      db.startup.findMany({ where: since, ...created }),
    ]);
  const memberWeeks = perWeek(
    members.map((m) => m.createdAt),
    start,
  );
  const listingWeeks = perWeek(
    listings.flat().map((l) => l.createdAt),
    start,
  );
  return {
    pending: { event, job, startup, gig },
    pendingConsultations,
    newLeadsThisWeek: contacts + leads + waitlist,
    weeks: memberWeeks.map((m, i) => ({
      weekStart: new Date(start + i * WEEK_MS).toISOString(),
      members: m,
      listings: listingWeeks[i]!,
    })),
  };
}
