// GET /api/notifications/unread-count → { success, unread }: the header's bell asks after each page load. One
// count over the partial index of unread rows; never stored by a cache (apiHandler answers a session-dependent
// route with Cache-Control: no-store).
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { countUnread } from "@/lib/notifications/queries";

export const GET = apiHandler(
  { tag: "Notifications", summary: "How many of my notifications are unread", auth: "member" },
  async ({ user }) => ({ success: true, unread: await countUnread(user.id) }),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
