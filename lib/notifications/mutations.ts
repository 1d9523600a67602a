// Marking notifications read. Only the caller's rows are touched: another member's ids change nothing.
import { db } from "@/lib/db";
import { countUnread } from "@/lib/notifications/queries";
import type { MarkReadInput } from "@/lib/notifications/schema";

/** Marks the named notifications (or all) read; answers the unread count after. */
export async function markNotificationsRead(userId: string, input: MarkReadInput): Promise<number> {
  await db.notification.updateMany({
    where: { userId, readAt: null, ...(input.all ? {} : { id: { in: input.ids ?? [] } }) },
    data: { readAt: new Date() },
  });
  return countUnread(userId);
}
