// The audit trail: one append-only row per admin action, written inside the transaction of the change, so a
// change and its record exist together or not at all; and the site's own security events (an account's
// password login shut after too many wrong guesses), whose actor is the system.
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { readListPage } from "@/lib/list-page";
import { assertAdmin, type Actor } from "@/lib/auth/policy";

type Tx = Prisma.TransactionClient;

export type AuditEntry = {
  action: string;
  targetType: string;
  targetId: string;
  summary: string;
  reason?: string | null;
};

/** What the log shows as the actor of an event no person did (no actorId). */
export const SYSTEM_ACTOR = "system";

/** Records `entry` as done by the admin `actorId` (their email is kept with it), or by the site itself (null). */
export async function writeAudit(tx: Tx, actorId: string | null, entry: AuditEntry): Promise<void> {
  const actor = actorId
    ? await tx.user.findUniqueOrThrow({ where: { id: actorId }, select: { email: true } })
    : { email: SYSTEM_ACTOR };
  await tx.auditLog.create({
    data: {
      actorId,
      actorEmail: actor.email,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      summary: entry.summary.slice(0, 500),
      reason: entry.reason?.slice(0, 1000) ?? null,
    },
  });
}

export type AuditRow = {
  id: string;
  actorEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  summary: string;
  reason: string | null;
  createdAt: string;
};

const auditSelect = {
  id: true,
  actorEmail: true,
  action: true,
  targetType: true,
  targetId: true,
  summary: true,
  reason: true,
  createdAt: true,
} as const;

/**
 * Newest first, optionally one kind of target or one action prefix ("listing." for every moderation). The page's
 * ids from an index ((createdAt), or (targetType, createdAt DESC, id DESC)), totals as the public lists count them
 * (lib/list-page.ts: exact up to 10,000; above it "10,000+" filtered, the exact count kept a minute).
 * Admins only.
 */
export async function listAudit(
  admin: Actor,
  query: {
    page: number;
    limit: number;
    targetType?: string;
    action?: string;
  },
) {
  assertAdmin(admin);
  const where: Prisma.AuditLogWhereInput = {
    ...(query.targetType ? { targetType: query.targetType } : {}),
    ...(query.action ? { action: { startsWith: query.action } } : {}),
  };
  const orderBy = [{ createdAt: "desc" as const }, { id: "desc" as const }];
  const { items, ...counts } = await readListPage({
    page: query.page,
    limit: query.limit,
    filtered: !!(query.targetType || query.action),
    cacheKey: JSON.stringify(["admin-audit", query.targetType ?? "", query.action ?? ""]),
    countUpTo: (upTo) => db.auditLog.count({ where, orderBy, take: upTo }),
    countAll: () => db.auditLog.count({ where }),
    pageIds: async (skip, take) =>
      (await db.auditLog.findMany({ where, orderBy, skip, take, select: { id: true } })).map((r) => r.id),
    rowsByIds: (ids) => db.auditLog.findMany({ where: { id: { in: ids } }, select: auditSelect }),
  });
  return { entries: items.map((r): AuditRow => ({ ...r, createdAt: r.createdAt.toISOString() })), ...counts };
}
