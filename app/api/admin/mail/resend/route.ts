// POST /api/admin/mail/resend { ids } → { sent, failed }: one that goes out is deleted from the list.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { resendMail } from "@/lib/admin/mail";
import { resendMailInput } from "@/lib/admin/schema";

export const POST = apiHandler(
  { tag: "Back office", summary: "Send undelivered mail again", auth: "admin", body: resendMailInput },
  async ({ user, body }) => ({
    success: true,
    ...(await resendMail(user, body.ids)),
  }),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
