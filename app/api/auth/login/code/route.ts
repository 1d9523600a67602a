// POST /api/auth/login/code {email, code, rememberMe} → { success, user } and the session cookie: signing in with
// the code mailed while the account's password login is shut (too many wrong passwords).
import { NextResponse } from "next/server";
import { loginWithCode } from "@/lib/accounts/login";
import { loginCodeInput } from "@/lib/accounts/schema";
import { clientIp } from "@/lib/api/client-ip";
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { startSession } from "@/lib/auth/session-cookie";

export const POST = apiHandler(
  {
    tag: "Accounts",
    summary: "Sign in with the code mailed when the password login answered 429 with errors.stepUp 'code'",
    body: loginCodeInput,
  },
  async ({ request, body }) => {
    const { account, user } = await loginWithCode(body, clientIp(request));
    const response = NextResponse.json({ success: true, user });
    await startSession(response, account, { rememberMe: body.rememberMe });
    return response;
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
