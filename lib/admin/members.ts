// Members as admins see and change them: search, role, suspension. Never your own account, never the last
// admin; a suspension ends the member's sessions at once (sessionVersion) and every change is audited.
import { writeAudit } from "@/lib/audit/log";
import { assertAdmin, isAdmin, type Actor } from "@/lib/auth/policy";
import { db } from "@/lib/db";
import { ApiError, conflict, notFound } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import {
  listingCount,
  memberSummarySelect,
  toMemberSummary,
  type MemberSummary,
} from "@/lib/admin/member-summary";
import type { MemberChangeInput } from "@/lib/admin/schema";
import { isListingId } from "@/lib/listings/ids";
import { escapeLike } from "@/lib/listings/search";
import { readCountedPage } from "@/lib/paging";

export type MemberRow = MemberSummary & { listings: number; applications: number; bids: number };

export async function listMembers(admin: Actor, query: { search?: string; page: number; limit: number }) {
  assertAdmin(admin);
  const text = query.search ? escapeLike(query.search.trim()) : "";
  const where: Prisma.UserWhereInput = text
    ? {
        OR: ["username", "email", "firstName", "lastName"].map((f) => ({
          [f]: { contains: text, mode: "insensitive" as const },
        })),
      }
    : {};
  const { items, ...counts } = await readCountedPage(
    query,
    () => db.user.count({ where }),
    (window) =>
      db.user.findMany({
        where,
        orderBy: [{ createdAt: "desc" }, { id: "asc" }],
        ...window,
        select: {
          ...memberSummarySelect,
          _count: {
            select: { jobs: true, events: true, gigs: true, startups: true, applications: true, bids: true },
          },
        },
      }),
  );
  return {
    members: items.map((u): MemberRow => ({
      ...toMemberSummary(u),
      listings: listingCount(u._count),
      applications: u._count.applications,
      bids: u._count.bids,
    })),
    ...counts,
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
