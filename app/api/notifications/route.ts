// GET /api/notifications?page → { success, notifications, total, totalPages, currentPage, unread }: the caller's own,
// newest first, 20 a page.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { apiLocale } from "@/lib/i18n/api-locale";
import { listNotifications } from "@/lib/notifications/queries";
import { notificationsQuery } from "@/lib/notifications/schema";

export const GET = apiHandler(
  {
    tag: "Notifications",
    summary: "My notifications, newest first, 20 a page, with the unread count",
    auth: "member",
    query: notificationsQuery,
  },
  async ({ request, user, query }) => ({
    success: true,
    ...(await listNotifications(user.id, query.page, undefined, apiLocale(request))),
  }),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
