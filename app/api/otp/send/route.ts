// POST /api/otp/send {email}: mails a 6-digit code valid 10 minutes. 429 during the 60 s resend wait or over the
// hourly limits.
import { msg } from "@/lib/accounts/messages";
import { sendEmailCode } from "@/lib/accounts/otp";
import { otpSendInput } from "@/lib/accounts/schema";
import { clientIp } from "@/lib/api/client-ip";
import { apiHandler } from "@/lib/api/handler";
import { apiLocale } from "@/lib/i18n/api-locale";
import { limitRate } from "@/lib/rate-limit/rules";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const POST = apiHandler(
  {
    tag: "Accounts",
    summary: "Email a 6-digit registration code to an address (a new one 60 s after the last)",
    returns: "{ success, message, resendAfterSeconds: 60, validForSeconds: 600 }",
    body: otpSendInput,
  },
  async ({ request, body }) => {
    await limitRate(["otpByIp", clientIp(request)], ["otpByEmail", body.email]);
    const sent = await sendEmailCode(body.email, apiLocale(request));
    return { success: true, message: msg.otpSent, ...sent };
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
