// Reading conversations: a member's threads (newest activity first, keyset-paged along their participant index),
// the unread count the bell shows (a partial index on unread rows), and one thread's messages (oldest first,
// the latest page with a cursor to earlier ones). Every read is by the reader's id or checked in findThreadFor.
import type { Actor } from "@/lib/auth/policy";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { displayName, findThreadFor } from "@/lib/conversations/access";
import { decodeCursor, encodeCursor } from "@/lib/keyset-cursor";
import {
  MESSAGES_PAGE_SIZE,
  THREADS_PAGE_SIZE,
  type ThreadListDto,
  type ThreadPageDto,
  type ThreadSummaryDto,
} from "@/lib/conversations/schema";

/** Threads with something unread for `userId`: a count over "ThreadParticipant_unread_idx" (unread > 0 only). */
export function countUnreadThreads(userId: string): Promise<number> {
  return db.threadParticipant.count({ where: { userId, unread: { gt: 0 } } });
}

type Preview = { threadId: string; body: string; senderId: string | null };

/** The last message of each thread: one backward step along (threadId, createdAt, id) per thread. */
export async function lastMessages(threadIds: string[]): Promise<Map<string, Preview>> {
  if (threadIds.length === 0) return new Map();
  const rows = await db.$queryRaw<Preview[]>(Prisma.sql`
    SELECT t."id" AS "threadId", m."body", m."senderId"
      FROM unnest(${threadIds}::text[]) AS t("id")
      CROSS JOIN LATERAL (
        SELECT "body", "senderId" FROM "ThreadMessage"
         WHERE "threadId" = t."id" ORDER BY "createdAt" DESC, "id" DESC LIMIT 1
      ) AS m`);
  return new Map(rows.map((r) => [r.threadId, r]));
}

export const previewOf = (body: string) => {
  const line = body.replace(/\s+/g, " ").trim();
  return line.length > 120 ? `${line.slice(0, 119)}…` : line;
};

/** The member's threads, newest activity first, `THREADS_PAGE_SIZE` at a time after cursor `after`. */
export async function listThreads(
  userId: string,
  after?: string,
  limit = THREADS_PAGE_SIZE,
): Promise<ThreadListDto> {
  const cursor = decodeCursor(after);
  const rows = await db.threadParticipant.findMany({
    where: {
      userId,
      ...(cursor
        ? {
            OR: [
              { lastMessageAt: { lt: cursor.at } },
              { lastMessageAt: cursor.at, threadId: { lt: cursor.id } },
            ],
          }
        : {}),
    },
    orderBy: [{ lastMessageAt: "desc" }, { threadId: "desc" }],
    take: limit + 1,
    select: {
      threadId: true,
      lastMessageAt: true,
      unread: true,
      thread: {
        select: {
          subject: true,
          bidId: true,
          participants: {
            where: { userId: { not: userId } },
            select: {
              userId: true,
              side: true,
              user: { select: { firstName: true, lastName: true, username: true } },
            },
          },
        },
      },
    },
  });
  const page = rows.slice(0, limit);
  const previews = await lastMessages(page.map((r) => r.threadId));
  const threads = page.map((r): ThreadSummaryDto => {
    const other = r.thread.participants[0];
    const last = previews.get(r.threadId);
    return {
      id: r.threadId,
      subject: r.thread.subject,
      kind: r.thread.bidId ? "bid" : "application",
      with: other
        ? {
            id: other.userId,
            name: displayName(other.user),
            side: other.side,
            role: other.side === "poster" ? "Poster" : r.thread.bidId ? "Bidder" : "Applicant",
          }
        : null,
      lastMessageAt: r.lastMessageAt.toISOString(),
      preview: last ? { text: previewOf(last.body), mine: last.senderId === userId } : null,
      unread: r.unread,
    };
  });
  const tail = page.at(-1);
  return {
    threads,
    next: rows.length > limit && tail ? encodeCursor(tail.lastMessageAt, tail.threadId) : null,
  };
}

/**
 * Thread `id` as `actor` reads it (404 unless a side or an admin): the latest messages, oldest first, or those
 * before cursor `before`.
 */
export async function getThreadPage(
  actor: Actor,
  id: string,
  before?: string,
  limit = MESSAGES_PAGE_SIZE,
): Promise<ThreadPageDto> {
  const { row, ...thread } = await findThreadFor(actor, id);
  const cursor = decodeCursor(before);
  const rows = await db.threadMessage.findMany({
    where: {
      threadId: row.id,
      ...(cursor
        ? {
            OR: [{ createdAt: { lt: cursor.at } }, { createdAt: cursor.at, id: { lt: cursor.id } }],
          }
        : {}),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit + 1,
    select: {
      id: true,
      body: true,
      createdAt: true,
      senderId: true,
      sender: { select: { firstName: true, lastName: true, username: true } },
    },
  });
  const page = rows.slice(0, limit).reverse();
  const first = page[0];
  return {
    thread,
    messages: page.map((r) => ({
      id: r.id,
      body: r.body,
      createdAt: r.createdAt.toISOString(),
      sender: { id: r.senderId, name: displayName(r.sender) },
      mine: r.senderId === actor.id,
    })),
    earlier: rows.length > limit && first ? encodeCursor(first.createdAt, first.id) : null,
  };
}
