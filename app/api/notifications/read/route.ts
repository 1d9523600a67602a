// POST /api/notifications/read { ids: [...] } | { all: true } → { success, unread }: marks the caller's own read.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { rateRules } from "@/lib/rate-limit/rules";
import { markNotificationsRead } from "@/lib/notifications/mutations";
import { markReadInput } from "@/lib/notifications/schema";

export const POST = apiHandler(
  {
    tag: "Notifications",
    summary: "Mark some (ids) or all of my notifications read; answers the unread count",
    auth: "member",
    rateLimit: rateRules.notificationsReadByUser,
    body: markReadInput,
  },
  async ({ user, body }) => ({ success: true, unread: await markNotificationsRead(user.id, body) }),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
