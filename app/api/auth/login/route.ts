// POST /api/auth/login {email, password, rememberMe} → { success, user } and the session cookie.
import { NextResponse } from "next/server";
import { loginUser } from "@/lib/accounts/login";
import { LoginInput } from "@/lib/accounts/schema";
import { clientIp } from "@/lib/api/client-ip";
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { startSession } from "@/lib/auth/session-cookie";

export const POST = apiHandler({ body: LoginInput }, async ({ request, body }) => {
  const { account, user } = await loginUser(body, clientIp(request));
  const response = NextResponse.json({ success: true, user });
  await startSession(response, account, { rememberMe: body.rememberMe });
  return response;
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
