// POST /api/auth/logout: revokes every session of the user (sessionVersion) and clears the cookie.
import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { endSession, revokeSessions } from "@/lib/auth/session-cookie";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const POST = apiHandler(
  { tag: "Accounts", summary: "Sign out (ends the session cookie)", auth: "optional" },
  async ({ user }) => {
    if (user) await revokeSessions(user.id);
    const response = NextResponse.json({ success: true, message: "Logged out" });
    endSession(response);
    return response;
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
