// A member's own notifications: the paged list (newest first) and the unread count. Every read is by the
// caller's id, so nobody sees another member's rows.
import { db } from "@/lib/db";
import { readCountedPage } from "@/lib/paging";
import {
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationDto,
  type NotificationKind,
  type NotificationPage,
} from "@/lib/notifications/schema";
import { notificationWords } from "@/lib/notifications/text";
import { UNREAD_CAP } from "@/lib/notifications/unread";

const select = {
  id: true,
  kind: true,
  title: true,
  body: true,
  href: true,
  readAt: true,
  createdAt: true,
  text: true,
} as const;

type Row = {
  id: string;
  kind: string;
  title: string;
  body: string;
  href: string;
  readAt: Date | null;
  createdAt: Date;
  text?: unknown;
};

const toDto = (r: Row): NotificationDto => ({
  id: r.id,
  kind: r.kind as NotificationKind,
  title: r.title,
  body: r.body,
  href: r.href,
  read: r.readAt !== null,
  createdAt: r.createdAt.toISOString(),
});

/**
 * How many are unread, counted no further than UNREAD_CAP (shown as "99+"): at most that many entries of the partial
 * index on unread rows ("Notification_unread_idx"), however many a member has.
 */
export async function countUnread(userId: string): Promise<number> {
  const [row] = await db.$queryRaw<{ n: bigint }[]>`
    SELECT count(*) AS n FROM (
      SELECT 1 FROM "Notification" WHERE "userId" = ${userId} AND "readAt" IS NULL LIMIT ${UNREAD_CAP}
    ) AS unread`;
  return Number(row?.n ?? 0);
}

/**
 * Page `page` of the member's notifications, newest first (the (userId, createdAt DESC, id) index), with counts;
 * their words in `locale` (the page's, or the API call's: lib/notifications/text.ts).
 */
export async function listNotifications(
  userId: string,
  page: number,
  limit = NOTIFICATIONS_PAGE_SIZE,
  locale = "en",
): Promise<NotificationPage> {
  const [{ items, ...counts }, unread] = await Promise.all([
    readCountedPage(
      { page, limit },
      () => db.notification.count({ where: { userId } }),
      (window) =>
        db.notification.findMany({
          where: { userId },
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          ...window,
          select,
        }),
    ),
    countUnread(userId),
  ]);
  return { notifications: (await notificationWords(items, locale)).map(toDto), ...counts, unread };
}

/** One of the member's notifications, or null (another member's id reads as none). */
export async function findMyNotification(userId: string, id: string): Promise<NotificationDto | null> {
  const row = await db.notification.findFirst({ where: { id, userId }, select });
  return row ? toDto(row) : null;
}
