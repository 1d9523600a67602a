// POST /api/auth/login {email, password, rememberMe} → { success, user } and the session cookie. While the
// account's password login is shut: 429 with errors.stepUp "code" (sign in at POST /api/auth/login/code).
import { after, NextResponse } from "next/server";
import { loginUser } from "@/lib/accounts/login";
import { loginInput } from "@/lib/accounts/schema";
import { clientIp } from "@/lib/api/client-ip";
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { startSession } from "@/lib/auth/session-cookie";

export const POST = apiHandler(
  { tag: "Accounts", summary: "Sign in with email and password (sets the session cookie)", body: loginInput },
  async ({ request, body }) => {
    // after(): the audit row and the sign-in code mail of a shut account wait until the answer is sent.
    const { account, user } = await loginUser(body, clientIp(request), after);
    const response = NextResponse.json({ success: true, user });
    await startSession(response, account, { rememberMe: body.rememberMe });
    return response;
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
