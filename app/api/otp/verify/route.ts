// POST /api/otp/verify {email, otp} → { verified, message }.
import { verifyEmailCode } from "@/lib/accounts/otp";
import { OtpVerifyInput } from "@/lib/accounts/schema";
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const POST = apiHandler({ body: OtpVerifyInput }, async ({ body }) =>
  verifyEmailCode(body.email, body.otp),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
