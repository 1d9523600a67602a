// GET /api/admin/mail → { total, mails }: messages that could not be sent (newest 50), kept to send again.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { listFailedMail } from "@/lib/mail/deliver";

export const GET = apiHandler(
  { tag: "Back office", summary: "Mail that could not be delivered", auth: "admin" },
  async ({ user }) => ({
    success: true,
    ...(await listFailedMail(user, 50)),
  }),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
