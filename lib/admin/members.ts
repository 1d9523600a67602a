// Members as admins see and change them: search, role, suspension. Never your own account, never the last
// admin; a suspension ends the member's sessions at once (sessionVersion) and every change is audited.
import { writeAudit } from "@/lib/audit/log";
import { assertAdmin, isAdmin, type Actor } from "@/lib/auth/policy";
import { db } from "@/lib/db";
import { ApiError, conflict, notFound } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import {
  listingCount,
  memberSummarySelect,
  toMemberSummary,
  type MemberSummary,
} from "@/lib/admin/member-summary";
import type { MemberChangeInput } from "@/lib/admin/schema";
import { isListingId } from "@/lib/listings/ids";
import { escapeLike } from "@/lib/listings/search";
import { readListPage } from "@/lib/list-page";

export type MemberRow = MemberSummary & { listings: number; applications: number; bids: number };

type Activity = {
  jobs: number;
  events: number;
  gigs: number;
  startups: number;
  applications: number;
  bids: number;
};

const none: Activity = { jobs: 0, events: 0, gigs: 0, startups: 0, applications: 0, bids: 0 };

/**
 * What each of these members has posted, applied for and bid: one index probe per member and table (Prisma's
 * `_count` would aggregate each whole table by member first, seconds at a million rows).
 */
async function activityOf(ids: string[]): Promise<Map<string, Activity>> {
  if (ids.length === 0) return new Map();
  const rows = await db.$queryRaw<({ id: string } & Record<keyof Activity, bigint>)[]>`
    SELECT u."id",
      (SELECT count(*) FROM "Job" WHERE "postedById" = u."id") AS jobs,
      (SELECT count(*) FROM "Event" WHERE "postedById" = u."id") AS events,
      (SELECT count(*) FROM "Gig" WHERE "postedById" = u."id") AS gigs,
      (SELECT count(*) FROM "Startup" WHERE "postedById" = u."id") AS startups,
      (SELECT count(*) FROM "JobApplication" WHERE "userId" = u."id") AS applications,
      (SELECT count(*) FROM "Bid" WHERE "userId" = u."id") AS bids
    FROM "User" u WHERE u."id" IN (${Prisma.join(ids)})`;
  return new Map(
    rows.map((r) => [
      r.id,
      {
        jobs: Number(r.jobs),
        events: Number(r.events),
        gigs: Number(r.gigs),
        startups: Number(r.startups),
        applications: Number(r.applications),
        bids: Number(r.bids),
      },
    ]),
  );
}

/**
 * Members newest first, or those whose username, email, first or last name contains the search (any case): the
 * page's ids from an index (the (createdAt DESC, id) order, or the trigram index "User_search_trgm_idx" for a
 * search), totals as the public lists count them (lib/list-page.ts: exact up to 10,000; above it, a
 * search says "10,000+" and the whole list's exact count is taken in the background and kept a minute).
 */
export async function listMembers(admin: Actor, query: { search?: string; page: number; limit: number }) {
  assertAdmin(admin);
  const text = query.search ? escapeLike(query.search.trim()) : "";
  const pattern = `%${text}%`;
  // The username is citext (no trigram operator class): its text form is compared, with the same result.
  const match = text
    ? Prisma.sql`WHERE ("username"::text ILIKE ${pattern} OR "email" ILIKE ${pattern}
        OR "firstName" ILIKE ${pattern} OR "lastName" ILIKE ${pattern})`
    : Prisma.empty;
  const { items, totalCapped, ...counts } = await readListPage({
    page: query.page,
    limit: query.limit,
    filtered: !!text,
    cacheKey: JSON.stringify(["admin-members", text]),
    countUpTo: async (upTo) => {
      const [row] = await db.$queryRaw<{ n: bigint }[]>`
        SELECT count(*) AS n FROM (SELECT 1 FROM "User" ${match} LIMIT ${upTo}) AS found`;
      return Number(row?.n ?? 0);
    },
    countAll: () => db.user.count(),
    pageIds: async (skip, take) =>
      (
        await db.$queryRaw<{ id: string }[]>`
          SELECT "id" FROM "User" ${match} ORDER BY "createdAt" DESC, "id" ASC OFFSET ${skip} LIMIT ${take}`
      ).map((r) => r.id),
    rowsByIds: async (ids) => {
      const [users, activity] = await Promise.all([
        db.user.findMany({ where: { id: { in: ids } }, select: memberSummarySelect }),
        activityOf(ids),
      ]);
      return users.map((u) => ({ ...u, _count: activity.get(u.id) ?? none }));
    },
  });
  return {
    members: items.map((u): MemberRow => ({
      ...toMemberSummary(u),
      listings: listingCount(u._count),
      applications: u._count.applications,
      bids: u._count.bids,
    })),
    ...counts,
    totalCapped,
  };
}

export async function changeMember(admin: Actor, id: string, change: MemberChangeInput) {
  const adminId = assertAdmin(admin).id;
  if (id === adminId) throw new ApiError("forbidden", "You cannot change your own role or suspend yourself.");
  return db.$transaction(async (tx) => {
    // Every admin row locked: two admins demoting each other at once cannot leave none.
    const admins = await tx.$queryRaw<{ id: string }[]>`
      SELECT "id" FROM "User" WHERE "role" = 'Admin' AND "suspendedAt" IS NULL FOR UPDATE`;
    const member = isListingId(id)
      ? await tx.user.findUnique({
          where: { id },
          select: { id: true, email: true, role: true, suspendedAt: true },
        })
      : null;
    if (!member) throw notFound("Member not found");
    const losesAdmin =
      isAdmin(member) && !member.suspendedAt && (change.role === "Member" || change.suspended === true);
    if (losesAdmin && admins.length <= 1) throw conflict("The last admin cannot be demoted or suspended.");
    const suspend = change.suspended === true && !member.suspendedAt;
    const updated = await tx.user.update({
      where: { id },
      data: {
        ...(change.role ? { role: change.role } : {}),
        ...(change.suspended === true ? { suspendedAt: member.suspendedAt ?? new Date() } : {}),
        ...(change.suspended === false ? { suspendedAt: null } : {}),
        ...(suspend ? { sessionVersion: { increment: 1 } } : {}),
      },
      select: { id: true, role: true, suspendedAt: true },
    });
    if (change.role && change.role !== member.role) {
      await writeAudit(tx, adminId, {
        action: isAdmin(change) ? "member.promote" : "member.demote",
        targetType: "user",
        targetId: id,
        summary: `${member.email} is now ${change.role}`,
      });
    }
    if (change.suspended !== undefined && change.suspended !== !!member.suspendedAt) {
      await writeAudit(tx, adminId, {
        action: change.suspended ? "member.suspend" : "member.unsuspend",
        targetType: "user",
        targetId: id,
        summary: `${member.email} ${change.suspended ? "suspended" : "restored"}`,
      });
    }
    return { id: updated.id, role: updated.role, suspended: !!updated.suspendedAt };
  });
}
