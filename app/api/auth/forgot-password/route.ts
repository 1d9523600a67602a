// POST /api/auth/forgot-password {email}: always the same 200; mails a reset link when the account exists.
import { after } from "next/server";
import { msg } from "@/lib/accounts/messages";
import { requestPasswordReset } from "@/lib/accounts/password-reset";
import { forgotPasswordInput } from "@/lib/accounts/schema";
import { clientIp } from "@/lib/api/client-ip";
import { apiHandler } from "@/lib/api/handler";
import { limitRate } from "@/lib/rate-limit/rules";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const POST = apiHandler(
  { tag: "Accounts", summary: "Email a password reset link", body: forgotPasswordInput },
  async ({ request, body }) => {
    // Per address first: a request it refuses does not use up the email's own allowance (whoever owns it).
    // Either refusal is the same 429 for any email, and nothing is mailed.
    await limitRate(["forgotByIp", clientIp(request)]);
    await limitRate(["forgotByEmail", body.email]);
    // After the answer: storing a token and mailing happen only for an existing account, so waiting for them
    // would make that answer slower, and tell which emails have accounts.
    after(() => requestPasswordReset(body.email));
    return { success: true, message: msg.resetSent };
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
