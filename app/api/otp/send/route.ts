// POST /api/otp/send {email}: mails a 6-digit code. 429 during the resend countdown or over the limits.
import { limits, tooManyMessages } from "@/lib/accounts/limits";
import { msg } from "@/lib/accounts/messages";
import { sendEmailCode } from "@/lib/accounts/otp";
import { OtpSendInput } from "@/lib/accounts/schema";
import { clientIp } from "@/lib/api/client-ip";
import { apiHandler } from "@/lib/api/handler";
import { enforceRateLimits } from "@/lib/rate-limit";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const POST = apiHandler({ body: OtpSendInput }, async ({ request, body }) => {
  await enforceRateLimits(
    [limits.otpByIp(clientIp(request)), limits.otpByEmail(body.email)],
    tooManyMessages.otp,
  );
  const { resendAfterSeconds } = await sendEmailCode(body.email);
  return { success: true, message: msg.otpSent, resendAfterSeconds };
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
