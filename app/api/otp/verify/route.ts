// POST /api/otp/verify {email, otp} → { verified, message, newCodeNeeded? } (true: a new code may be sent at once).
import { verifyEmailCode } from "@/lib/accounts/otp";
import { otpVerifyInput } from "@/lib/accounts/schema";
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const POST = apiHandler(
  {
    tag: "Accounts",
    summary: "Check a registration code before the account is made",
    returns:
      "{ verified, message, newCodeNeeded? }: newCodeNeeded true when the code is dead (5 wrong tries) or expired, and a new one may be sent at once",
    body: otpVerifyInput,
  },
  async ({ body }) => verifyEmailCode(body.email, body.otp),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
