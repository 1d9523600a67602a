// POST /api/auth/reset-password {token, password, confirmPassword}: the /reset-password page's call.
import { msg } from "@/lib/accounts/messages";
import { resetPassword } from "@/lib/accounts/password-reset";
import { resetPasswordInput } from "@/lib/accounts/schema";
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const POST = apiHandler(
  { tag: "Accounts", summary: "Set a new password with a reset token", body: resetPasswordInput },
  async ({ body }) => {
    await resetPassword(body.token, body.password);
    return { success: true, message: msg.passwordReset };
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
