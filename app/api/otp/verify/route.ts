// POST /api/otp/verify {email, otp} → { verified, message, newCodeNeeded? } (true: a new code may be sent at once).
import { verifyEmailCode } from "@/lib/accounts/otp";
import { OtpVerifyInput } from "@/lib/accounts/schema";
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const POST = apiHandler({ body: OtpVerifyInput }, async ({ body }) =>
  verifyEmailCode(body.email, body.otp),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
