// PUT /api/auth/update-profile {firstName, lastName, bio} → { success, user }. Username and email never change.
import { updateProfile } from "@/lib/accounts/account";
import { ProfileInput } from "@/lib/accounts/schema";
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const PUT = apiHandler({ auth: "member", body: ProfileInput }, async ({ user, body }) => ({
  success: true,
  message: "Profile updated",
  user: await updateProfile(user.id, body),
}));

export const { GET, POST, PATCH, DELETE } = otherMethods("PUT");
