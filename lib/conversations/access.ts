// Who may read and write a thread, decided where it is read: its two sides read and write (while it is open),
// admins read, and anyone else is told it does not exist (404), whether or not it does.
import { isAdmin, type Actor } from "@/lib/auth/policy";
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AWARDED } from "@/lib/listings/closed-reason";
import { conversationMessages as m, type ThreadDto, type ThreadPerson } from "@/lib/conversations/schema";

const person = { firstName: true, lastName: true, username: true } as const;

export const threadSelect = {
  id: true,
  subject: true,
  bidId: true,
  reportedAt: true,
  participants: {
    orderBy: { side: "asc" },
    select: { userId: true, side: true, user: { select: person } },
  },
  application: {
    select: { status: true, shortlistedAt: true, job: { select: { closedAt: true } } },
  },
  bid: { select: { status: true, gig: { select: { closedAt: true, closedReason: true } } } },
} as const satisfies Prisma.ThreadSelect;

export type ThreadRow = Prisma.ThreadGetPayload<{ select: typeof threadSelect }>;

/** "Meera R." from a user's names, the username when there are none. */
export function displayName(u: { firstName: string; lastName: string; username: string } | null): string {
  if (!u) return "A former member";
  const first = u.firstName.trim();
  const initial = u.lastName.trim().charAt(0);
  return first ? (initial ? `${first} ${initial}.` : first) : u.username;
}

/**
 * Whether the two sides may still write: the application shortlisted or decided on a job still open, or the
 * bid decided on a gig not closed (an awarded gig stays open to its accepted bid's conversation). Read-only once
 * the listing closes, the application or bid ends (cancelled, withdrawn, closed) or goes with its listing.
 */
export function isThreadOpen(row: Pick<ThreadRow, "application" | "bid">): boolean {
  const a = row.application;
  if (a) {
    if (a.job.closedAt) return false;
    return a.status === "pending"
      ? !!a.shortlistedAt
      : ["accepted", "rejected", "completed"].includes(a.status);
  }
  const b = row.bid;
  if (b) {
    if (b.status === "accepted") return !b.gig.closedAt || b.gig.closedReason === AWARDED;
    return b.status === "rejected" && !b.gig.closedAt;
  }
  return false;
}

export function toPeople(row: ThreadRow): ThreadPerson[] {
  const member = row.bidId ? "Bidder" : "Applicant";
  return row.participants.map((p) => ({
    id: p.userId,
    name: displayName(p.user),
    side: p.side,
    role: p.side === "poster" ? "Poster" : member,
  }));
}

/** The thread as `actor` reads it: 404 unless they are one of its sides or an admin. */
export async function findThreadFor(actor: Actor, id: string): Promise<ThreadDto & { row: ThreadRow }> {
  const row =
    id.length <= 64
      ? await db.thread.findFirst({
          where: isAdmin(actor) ? { id } : { id, participants: { some: { userId: actor.id } } },
          select: threadSelect,
        })
      : null;
  if (!row) throw notFound(m.notFound);
  const side = row.participants.find((p) => p.userId === actor.id)?.side ?? null;
  return {
    row,
    id: row.id,
    subject: row.subject,
    kind: row.bidId ? "bid" : "application",
    participants: toPeople(row),
    side,
    writable: side !== null && isThreadOpen(row),
    reportedAt: row.reportedAt?.toISOString() ?? null,
  };
}
