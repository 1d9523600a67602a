// POST /api/auth/register: the Registration object → 201 { success, user } and the session cookie.
import { NextResponse } from "next/server";
import { sendWelcomeMail } from "@/lib/accounts/mails";
import { registerUser } from "@/lib/accounts/register";
import { RegisterInput } from "@/lib/accounts/schema";
import { clientIp } from "@/lib/api/client-ip";
import { apiHandler } from "@/lib/api/handler";
import { startSession } from "@/lib/auth/session-cookie";
import { limitRate } from "@/lib/rate-limit/rules";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const POST = apiHandler({ body: RegisterInput }, async ({ request, body }) => {
  await limitRate(["registerByIp", clientIp(request)]);
  const { user, sessionVersion } = await registerUser(body);
  await sendWelcomeMail(user.email, user.firstName, user.referralCode).catch((error: unknown) => {
    console.error("[mail] welcome mail failed", error);
  });
  const response = NextResponse.json({ success: true, user }, { status: 201 });
  await startSession(response, { id: user.id, sessionVersion }, { isNewUser: true });
  return response;
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
