// DELETE /api/auth/delete-account: removes the account and its personal data, ends the session.
import { NextResponse } from "next/server";
import { deleteAccount } from "@/lib/accounts/account";
import { apiHandler } from "@/lib/api/handler";
import { endSession } from "@/lib/auth/session-cookie";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const DELETE = apiHandler(
  { tag: "Accounts", summary: "Delete the signed-in member's account", auth: "member" },
  async ({ user }) => {
    await deleteAccount(user.id);
    const response = NextResponse.json({ success: true, message: "Account deleted" });
    endSession(response);
    return response;
  },
);

export const { GET, POST, PUT, PATCH } = otherMethods("DELETE");
