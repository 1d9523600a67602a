// POST /api/admin/mail/resend { ids } → { sent, failed }: one that goes out is deleted from the list.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { resendMail, resendMailInput } from "@/lib/admin/mail";

export const POST = apiHandler({ auth: "admin", body: resendMailInput }, async ({ user, body }) => ({
  success: true,
  ...(await resendMail(user.id, body.ids)),
}));

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
