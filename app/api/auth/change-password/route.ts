// POST /api/auth/change-password {currentPassword, newPassword}: revokes every other session, keeps this one.
import { NextResponse } from "next/server";
import { changePassword } from "@/lib/accounts/account";
import { msg } from "@/lib/accounts/messages";
import { changePasswordInput } from "@/lib/accounts/schema";
import { apiHandler } from "@/lib/api/handler";
import { startSession } from "@/lib/auth/session-cookie";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const POST = apiHandler(
  {
    tag: "Accounts",
    summary: "Change the password (ends other sessions)",
    auth: "member",
    body: changePasswordInput,
  },
  async ({ user, session, body }) => {
    const renewed = await changePassword(user.id, body);
    const response = NextResponse.json({ success: true, message: msg.passwordChanged });
    await startSession(response, renewed, { rememberMe: session?.claims.rememberMe ?? false });
    return response;
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
