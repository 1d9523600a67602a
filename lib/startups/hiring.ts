// "Hiring" is one fact: the startup has an open job linked to it (approved, not closed early, deadline not passed:
// lib/listings/live.ts's liveJobWhere). The card's badge and the list's Hiring filter both read it here, from
// Job's (startupId, status, closedAt, applicationDeadline) index. Nothing is stored, so nothing can drift: a
// deadline that passes at midnight in India ends "Hiring" without a write, which a stored count would miss.
// For a million startups: the filter is a semi-join the planner runs from the open jobs' side or as one index
// probe per startup; the badges of a list are one query over that page's ids.
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { liveJobWhere } from "@/lib/listings/live";

/** Startups that are hiring at `now` (or, with `false`, that are not). */
export function hiringWhere(hiring: boolean, now: Date = new Date()): Prisma.StartupWhereInput {
  return hiring ? { jobs: { some: liveJobWhere(now) } } : { jobs: { none: liveJobWhere(now) } };
}

/** Which of `startupIds` are hiring at `now`. */
export async function hiringAmong(startupIds: string[], now: Date = new Date()): Promise<Set<string>> {
  if (startupIds.length === 0) return new Set();
  const rows = await db.job.findMany({
    where: { startupId: { in: startupIds }, ...liveJobWhere(now) },
    select: { startupId: true },
    distinct: ["startupId"],
  });
  return new Set(rows.flatMap((r) => (r.startupId ? [r.startupId] : [])));
}

/** `startups` with their hiring fact at `now`. */
export async function withHiring<T extends { id: string; hiring: boolean }>(
  startups: T[],
  now: Date = new Date(),
): Promise<T[]> {
  const hiring = await hiringAmong(
    startups.map((s) => s.id),
    now,
  );
  return startups.map((s) => ({ ...s, hiring: hiring.has(s.id) }));
}
