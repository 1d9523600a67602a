// GET /api/admin/mail → { total, mails }: messages that could not be sent (newest 50), kept to send again.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { listFailedMail } from "@/lib/mail/deliver";

export const GET = apiHandler({ auth: "admin" }, async () => ({
  success: true,
  ...(await listFailedMail(50)),
}));

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
