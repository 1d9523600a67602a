// The Overview tab: what needs an admin now, and how the community grew over the last 12 weeks.
import { assertAdmin, type Actor } from "@/lib/auth/policy";
import { db } from "@/lib/db";
import { logFailure } from "@/lib/log";

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export type WeekPoint = { weekStart: string; members: number; listings: number };

export type AdminOverview = {
  pending: { event: number; job: number; startup: number; gig: number };
  pendingConsultations: number;
  newLeadsThisWeek: number;
  weeks: WeekPoint[];
};

/** How long the 12-week chart is reused: its counts read a quarter of the newest members, not a page. */
export const WEEKS_TTL_MS = 60_000;

type KeptWeeks = { at: number; weeks: WeekPoint[] };
let kept: KeptWeeks | undefined;
let counting: Promise<unknown> | undefined;

/** Drops the kept chart (tests). */
export function forgetOverviewWeeks(): void {
  kept = undefined;
}

/**
 * Members and listings created in each of the 12 weeks ending at `now` (oldest first), counted by the database:
 * one GROUP BY per table over its createdAt range (the User (createdAt DESC, id) index), no rows sent to the app.
 */
async function countWeeks(now: Date): Promise<KeptWeeks> {
  const end = now.getTime();
  const start = end - 12 * WEEK_MS;
  // Epoch seconds: createdAt holds UTC wall time, so its epoch is the instant's.
  const [from, to] = [start / 1000, end / 1000];
  const rows = await db.$queryRaw<{ member: boolean; week: number; n: bigint }[]>`
    SELECT member, week, count(*) AS n FROM (
      SELECT true AS member, "createdAt" FROM "User"
        WHERE "createdAt" >= to_timestamp(${from}) AT TIME ZONE 'UTC' AND "createdAt" < to_timestamp(${to}) AT TIME ZONE 'UTC'
      UNION ALL SELECT false, "createdAt" FROM "Job"
        WHERE "createdAt" >= to_timestamp(${from}) AT TIME ZONE 'UTC' AND "createdAt" < to_timestamp(${to}) AT TIME ZONE 'UTC'
      UNION ALL SELECT false, "createdAt" FROM "Event"
        WHERE "createdAt" >= to_timestamp(${from}) AT TIME ZONE 'UTC' AND "createdAt" < to_timestamp(${to}) AT TIME ZONE 'UTC'
      UNION ALL SELECT false, "createdAt" FROM "Gig"
        WHERE "createdAt" >= to_timestamp(${from}) AT TIME ZONE 'UTC' AND "createdAt" < to_timestamp(${to}) AT TIME ZONE 'UTC'
      UNION ALL SELECT false, "createdAt" FROM "Startup"
        WHERE "createdAt" >= to_timestamp(${from}) AT TIME ZONE 'UTC' AND "createdAt" < to_timestamp(${to}) AT TIME ZONE 'UTC'
    ) AS created
    CROSS JOIN LATERAL (SELECT floor((extract(epoch FROM "createdAt") - ${from}) / ${WEEK_MS / 1000})::int AS week) AS w
    GROUP BY member, week`;
  const members = Array.from({ length: 12 }, () => 0);
  const listings = Array.from({ length: 12 }, () => 0);
  for (const r of rows)
    if (r.week >= 0 && r.week < 12) (r.member ? members : listings)[r.week]! += Number(r.n);
  return {
    at: end,
    weeks: members.map((m, i) => ({
      weekStart: new Date(start + i * WEEK_MS).toISOString(),
      members: m,
      listings: listings[i]!,
    })),
  };
}

/**
 * The chart, reused for WEEKS_TTL_MS (an estimate of growth: a minute old at most); when older, the kept one is
 * answered and a fresh one taken in the background, once however many ask. A `now` outside the kept minute (a
 * test's clock) is counted for.
 */
async function weeksAt(now: Date): Promise<WeekPoint[]> {
  const age = kept ? now.getTime() - kept.at : Infinity;
  if (kept && age >= 0 && age < WEEKS_TTL_MS) return kept.weeks;
  if (kept && age >= 0 && age < 2 * WEEKS_TTL_MS) {
    counting ??= countWeeks(now)
      .then((fresh) => (kept = fresh))
      .catch((error: unknown) => logFailure("overview_weeks_failed", error, { note: "the kept chart stays" }))
      .finally(() => (counting = undefined));
    return kept.weeks;
  }
  kept = await countWeeks(now);
  return kept.weeks;
}

export async function getAdminOverview(admin: Actor, now = new Date()): Promise<AdminOverview> {
  assertAdmin(admin);
  const weekAgo = new Date(now.getTime() - WEEK_MS);
  const [event, job, startup, gig, pendingConsultations, contacts, leads, waitlist, weeks] =
    await Promise.all([
      db.event.count({ where: { status: "pending" } }),
      db.job.count({ where: { status: "pending" } }),
      db.startup.count({ where: { status: "pending" } }),
      db.gig.count({ where: { status: "pending" } }),
      db.consultation.count({ where: { status: "pending" } }),
      db.contactMessage.count({ where: { createdAt: { gte: weekAgo } } }),
      db.lead.count({ where: { createdAt: { gte: weekAgo } } }),
      db.waitlistEntry.count({ where: { createdAt: { gte: weekAgo } } }),
      weeksAt(now),
    ]);
  return {
    pending: { event, job, startup, gig },
    pendingConsultations,
    newLeadsThisWeek: contacts + leads + waitlist,
    weeks,
  };
}
