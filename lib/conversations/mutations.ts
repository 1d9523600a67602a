// Writing in a thread and reading it. A message, both sides' counters and the reader's notification are written
// in one transaction; the mail goes after it, claimed in the same transaction so two messages never both mail.
import type { Actor } from "@/lib/auth/policy";
import { db } from "@/lib/db";
import { conflict, forbidden } from "@/lib/errors";
import { notify } from "@/lib/notifications/write";
import { findThreadFor } from "@/lib/conversations/access";
import { sendThreadMail } from "@/lib/conversations/mail";
import { countUnreadThreads } from "@/lib/conversations/queries";
import {
  conversationMessages as m,
  MAIL_QUIET_MS,
  threadPath,
  type MessageDto,
} from "@/lib/conversations/schema";

const preview = (text: string) => (text.length > 140 ? `${text.slice(0, 139)}…` : text);

/**
 * `actor` writes `text` in thread `id` (a side, while it is open; 404 to anyone else, 403 to an admin, 409 once
 * closed). The other side's unread count goes up, they are notified, and mailed unless they were mailed about
 * this thread in the last 15 minutes and have not read it since. `now` is the clock (tests set it).
 */
export async function postMessage(
  actor: Actor,
  id: string,
  text: string,
  now: Date = new Date(),
): Promise<{ message: MessageDto; mailed: boolean }> {
  const thread = await findThreadFor(actor, id);
  if (!thread.side) throw forbidden(m.sidesOnly);
  if (!thread.writable) throw conflict(m.readOnly);
  const sender = thread.participants.find((p) => p.id === actor.id)!;
  const other = thread.row.participants.find((p) => p.userId !== actor.id) ?? null;
  const quietSince = new Date(now.getTime() - MAIL_QUIET_MS);
  const { message, mailTo } = await db.$transaction(async (tx) => {
    const message = await tx.threadMessage.create({
      data: { threadId: id, senderId: actor.id, body: text, createdAt: now },
      select: { id: true, body: true, createdAt: true },
    });
    await tx.thread.update({ where: { id }, data: { lastMessageAt: now }, select: { id: true } });
    await tx.threadParticipant.update({
      where: { threadId_userId: { threadId: id, userId: actor.id } },
      data: { lastMessageAt: now, lastReadAt: now, unread: 0 },
      select: { userId: true },
    });
    if (!other) return { message, mailTo: null };
    await tx.threadParticipant.update({
      where: { threadId_userId: { threadId: id, userId: other.userId } },
      data: { lastMessageAt: now, unread: { increment: 1 } },
      select: { userId: true },
    });
    // The mail is claimed here: never mailed, or not in the quiet time, or read since the last mail.
    const claimed = await tx.threadParticipant.updateMany({
      where: {
        threadId: id,
        userId: other.userId,
        OR: [
          { lastMailedAt: null },
          { lastMailedAt: { lte: quietSince } },
          { lastReadAt: { gte: db.threadParticipant.fields.lastMailedAt } },
        ],
      },
      data: { lastMailedAt: now },
    });
    await notify(tx, {
      userId: other.userId,
      actorId: actor.id,
      kind: "message_received",
      title: `New message from ${sender.name} about ${thread.subject}`,
      body: preview(text),
      href: threadPath(id),
      text: { title: ["message.received", { from: sender.name, subject: thread.subject }] },
    });
    const mailTo =
      claimed.count === 1
        ? await tx.user.findUnique({
            where: { id: other.userId },
            select: { email: true, firstName: true, suspendedAt: true },
          })
        : null;
    return { message, mailTo: mailTo?.suspendedAt ? null : mailTo };
  });
  const mailed = mailTo
    ? await sendThreadMail({
        to: mailTo,
        from: sender.name,
        subject: thread.subject,
        threadId: id,
        message: text,
      })
    : false;
  return {
    message: {
      id: message.id,
      body: message.body,
      createdAt: message.createdAt.toISOString(),
      sender: { id: actor.id, name: sender.name },
      mine: true,
    },
    mailed,
  };
}

/**
 * `actor` has read thread `id` up to `now`: their unread count there is cleared, and so are their notifications
 * of its messages. Answers how many of their threads are still unread. An admin reading is not a side: 403.
 */
export async function markThreadRead(actor: Actor, id: string, now: Date = new Date()) {
  const thread = await findThreadFor(actor, id);
  if (!thread.side) throw forbidden(m.sidesOnly);
  await db.$transaction([
    db.threadParticipant.update({
      where: { threadId_userId: { threadId: id, userId: actor.id } },
      data: { unread: 0, lastReadAt: now },
      select: { userId: true },
    }),
    db.notification.updateMany({
      where: { userId: actor.id, readAt: null, kind: "message_received", href: threadPath(id) },
      data: { readAt: now },
    }),
  ]);
  return { id, unreadThreads: await countUnreadThreads(actor.id) };
}
