// POST /api/otp/verify {email, otp} → { verified, message }.
import { verifyEmailCode } from "@/lib/accounts/otp";
import { OtpVerifyInput } from "@/lib/accounts/schema";
import { apiHandler } from "@/lib/api/handler";

export const POST = apiHandler({ body: OtpVerifyInput }, async ({ body }) =>
  verifyEmailCode(body.email, body.otp),
);
