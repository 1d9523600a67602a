// POST /api/auth/login {email, password, rememberMe} → { success, user } and the session cookie.
import { NextResponse } from "next/server";
import { verifyCredentials } from "@/lib/accounts/credentials";
import { limits, tooManyMessages } from "@/lib/accounts/limits";
import { msg } from "@/lib/accounts/messages";
import { LoginInput } from "@/lib/accounts/schema";
import { clientIp } from "@/lib/api/client-ip";
import { unauthorized } from "@/lib/api/errors";
import { apiHandler } from "@/lib/api/handler";
import { startSession } from "@/lib/auth/session-cookie";
import { getUserById } from "@/lib/accounts/queries";
import { clearRateLimits, enforceRateLimits } from "@/lib/rate-limit";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const POST = apiHandler({ body: LoginInput }, async ({ request, body }) => {
  await enforceRateLimits(
    [limits.loginByIp(clientIp(request)), limits.loginByAccount(body.email)],
    tooManyMessages.login,
  );
  const account = await verifyCredentials(body.email, body.password);
  if (!account) throw unauthorized(msg.invalidCredentials);
  await clearRateLimits([limits.loginByAccount(body.email).key]);
  const user = await getUserById(account.id);
  if (!user) throw unauthorized(msg.invalidCredentials);
  const response = NextResponse.json({ success: true, user });
  await startSession(response, account, { rememberMe: body.rememberMe });
  return response;
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
