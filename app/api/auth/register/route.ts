// POST /api/auth/register: the Registration object → 201 { success, user } and the session cookie.
import { NextResponse } from "next/server";
import { sendWelcomeMail } from "@/lib/accounts/mails";
import { registerUser } from "@/lib/accounts/register";
import { registerInput } from "@/lib/accounts/schema";
import { clientIp } from "@/lib/api/client-ip";
import { apiHandler } from "@/lib/api/handler";
import { apiLocale } from "@/lib/i18n/api-locale";
import { logFailure } from "@/lib/log";
import { startSession } from "@/lib/auth/session-cookie";
import { limitRate } from "@/lib/rate-limit/rules";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const POST = apiHandler(
  { tag: "Accounts", summary: "Create an account with a verified code", status: 201, body: registerInput },
  async ({ request, body }) => {
    await limitRate(["registerByIp", clientIp(request)]);
    const { user, sessionVersion } = await registerUser(body, apiLocale(request));
    await sendWelcomeMail(user.email, user.firstName, user.referralCode).catch((error: unknown) => {
      logFailure("welcome_mail_failed", error);
    });
    const response = NextResponse.json({ success: true, user }, { status: 201 });
    await startSession(response, { id: user.id, sessionVersion }, { isNewUser: true });
    return response;
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
