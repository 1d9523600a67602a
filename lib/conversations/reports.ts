// Reporting a thread to the admins, and the back office's side: the reported threads (newest report first,
// keyset-paged along the (reportedAt, id) index), and marking a thread's reports reviewed (audited). Reading a
// reported thread is getThreadPage (admins read any thread); suspending a sender is lib/admin/members.ts.
import { writeAudit } from "@/lib/audit/log";
import { plural } from "@/lib/format/plural";
import { assertAdmin, type Actor } from "@/lib/auth/policy";
import { db } from "@/lib/db";
import { forbidden, notFound } from "@/lib/errors";
import { displayName, findThreadFor, toPeople, threadSelect } from "@/lib/conversations/access";
import { decodeCursor, encodeCursor } from "@/lib/keyset-cursor";
import { conversationMessages as m, THREADS_PAGE_SIZE, type ThreadPerson } from "@/lib/conversations/schema";

/** A side reports thread `id` with `reason`: the thread is listed for the admins until they review it. */
export async function reportThread(actor: Actor, id: string, reason: string, now: Date = new Date()) {
  const thread = await findThreadFor(actor, id);
  if (!thread.side) throw forbidden(m.sidesOnly);
  const report = await db.$transaction(async (tx) => {
    const report = await tx.threadReport.create({
      data: { threadId: id, reporterId: actor.id, reason, createdAt: now },
      select: { id: true, createdAt: true },
    });
    await tx.thread.update({ where: { id }, data: { reportedAt: now }, select: { id: true } });
    return report;
  });
  return { id: report.id, threadId: id, createdAt: report.createdAt.toISOString() };
}

export type ReportedThreadRow = {
  id: string;
  subject: string;
  reportedAt: string;
  participants: ThreadPerson[];
  reports: { reason: string; by: string; createdAt: string }[];
};

/** Threads with reports not yet reviewed, the latest report first; `after` is the previous page's cursor. */
export async function listReportedThreads(admin: Actor, after?: string, limit = THREADS_PAGE_SIZE) {
  assertAdmin(admin);
  const cursor = decodeCursor(after);
  const rows = await db.thread.findMany({
    where: {
      reportedAt: { not: null },
      ...(cursor
        ? { OR: [{ reportedAt: { lt: cursor.at } }, { reportedAt: cursor.at, id: { lt: cursor.id } }] }
        : {}),
    },
    orderBy: [{ reportedAt: "desc" }, { id: "desc" }],
    take: limit + 1,
    select: {
      ...threadSelect,
      reports: {
        where: { resolvedAt: null },
        orderBy: { createdAt: "desc" },
        take: 5,
        select: {
          reason: true,
          createdAt: true,
          reporter: { select: { firstName: true, lastName: true, username: true } },
        },
      },
    },
  });
  const page = rows.slice(0, limit);
  const tail = page.at(-1);
  return {
    threads: page.map((r): ReportedThreadRow => ({
      id: r.id,
      subject: r.subject,
      reportedAt: r.reportedAt!.toISOString(),
      participants: toPeople(r),
      reports: r.reports.map((p) => ({
        reason: p.reason,
        by: displayName(p.reporter),
        createdAt: p.createdAt.toISOString(),
      })),
    })),
    next: rows.length > limit && tail?.reportedAt ? encodeCursor(tail.reportedAt, tail.id) : null,
  };
}

/** The open reports of thread `id` (with their reasons, newest first): for the admin reading it. */
export async function openReportsOf(admin: Actor, id: string) {
  assertAdmin(admin);
  const rows = await db.threadReport.findMany({
    where: { threadId: id, resolvedAt: null },
    orderBy: { createdAt: "desc" },
    take: 20,
    select: {
      id: true,
      reason: true,
      createdAt: true,
      reporter: { select: { firstName: true, lastName: true, username: true } },
    },
  });
  return rows.map((r) => ({
    id: r.id,
    reason: r.reason,
    by: displayName(r.reporter),
    createdAt: r.createdAt.toISOString(),
  }));
}

/** An admin has reviewed thread `id`: its open reports are resolved and it leaves the reported list (audited). */
export async function resolveThreadReports(admin: Actor, id: string, now: Date = new Date()) {
  const adminId = assertAdmin(admin).id;
  return db.$transaction(async (tx) => {
    const thread = await tx.thread.findUnique({ where: { id }, select: { id: true, subject: true } });
    if (!thread) throw notFound(m.notFound);
    const { count } = await tx.threadReport.updateMany({
      where: { threadId: id, resolvedAt: null },
      data: { resolvedAt: now },
    });
    await tx.thread.update({ where: { id }, data: { reportedAt: null }, select: { id: true } });
    await writeAudit(tx, adminId, {
      action: "conversation.review",
      targetType: "thread",
      targetId: id,
      summary: `Reviewed ${plural(count, "report")} of the conversation about ${thread.subject}`,
    });
    return { id, resolved: count };
  });
}

/** The two sides of thread `id` as the back office acts on them: role and suspension, for the member actions. */
export async function threadSidesForAdmin(admin: Actor, id: string) {
  assertAdmin(admin);
  const rows = await db.threadParticipant.findMany({
    where: { threadId: id },
    orderBy: { side: "asc" },
    select: {
      side: true,
      user: {
        select: {
          id: true,
          firstName: true,
          lastName: true,
          username: true,
          role: true,
          suspendedAt: true,
        },
      },
    },
  });
  return rows.map((r) => ({
    id: r.user.id,
    name: displayName(r.user),
    side: r.side,
    role: r.user.role,
    suspended: !!r.user.suspendedAt,
  }));
}
