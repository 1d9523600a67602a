// GET /api/notifications/unread-count → { success, unread, threads }: the header's bell asks after each page load.
// Counts over the partial indexes of unread rows (notifications; conversations with unread messages); never stored by a cache (apiHandler answers a session-dependent
// route with Cache-Control: no-store).
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { countUnreadThreads } from "@/lib/conversations/queries";
import { countUnread } from "@/lib/notifications/queries";

export const GET = apiHandler(
  {
    tag: "Notifications",
    summary: "How many of my notifications are unread, and how many of my conversations",
    auth: "member",
  },
  async ({ user }) => {
    const [unread, threads] = await Promise.all([countUnread(user.id), countUnreadThreads(user.id)]);
    return { success: true, unread, threads };
  },
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
