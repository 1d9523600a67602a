// Writing notifications: always inside the caller's transaction (`tx`), so a change and its notification are
// committed together or not at all. The mail that reports the same change is still sent after the commit.
import type { Prisma } from "@/lib/generated/prisma/client";
import { notificationHrefs } from "@/lib/notifications/hrefs";
import type { NotificationKind } from "@/lib/notifications/schema";
import type { NotificationText } from "@/lib/notifications/text";
import { plural } from "@/lib/format/plural";

type Tx = Prisma.TransactionClient;

export type NotificationInput = {
  userId: string;
  kind: NotificationKind;
  title: string;
  /** A short line under the title (a rejection's reason, a bid's amount). */
  body?: string;
  /** A site path the notification links to. */
  href: string;
  /** Who made the change: a member is never notified of their own action. */
  actorId?: string | null;
  /** The title and body as catalog keys and values (lib/notifications/text.ts), for readers in other languages. */
  text?: NotificationText;
};

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Writes each notification whose reader is not its actor; answers how many were written. */
export async function notifyMany(tx: Tx, notifications: NotificationInput[]): Promise<number> {
  const data = notifications
    .filter((n) => n.userId !== n.actorId)
    .map((n) => ({
      userId: n.userId,
      kind: n.kind,
      title: clip(n.title.trim(), 160),
      body: clip((n.body ?? "").trim(), 300),
      href: n.href,
      ...(n.text ? { text: n.text as Prisma.InputJsonValue } : {}),
    }));
  if (data.length === 0) return 0;
  const { count } = await tx.notification.createMany({ data });
  return count;
}

export async function notify(tx: Tx, notification: NotificationInput): Promise<number> {
  return notifyMany(tx, [notification]);
}

/**
 * A saved search found new listings: for the saved-search digest, in the transaction that claims the digest.
 * `list` and `params` are the search's list and filters; the notification links to them.
 */
export async function notifySavedSearchMatches(
  tx: Tx,
  search: {
    userId: string;
    name: string;
    matches: number;
    list: "jobs" | "events" | "gigs" | "startups";
    params: Record<string, string> | URLSearchParams;
  },
): Promise<number> {
  if (search.matches <= 0) return 0;
  return notify(tx, {
    userId: search.userId,
    kind: "saved_search_matches",
    title: `New matches for "${search.name}"`,
    body: plural(search.matches, "new listing"),
    text: {
      title: ["savedSearchMatches.title", { name: search.name }],
      body: ["savedSearchMatches.body", { count: search.matches }],
    },
    href: notificationHrefs.savedSearch(search.list, search.params),
  });
}
