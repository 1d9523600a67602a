// PUT /api/auth/update-profile {firstName, lastName, bio} → { success, message, user, coinsAwarded }.
// Username and email never change.
import { updateProfile } from "@/lib/accounts/account";
import { profileInput } from "@/lib/accounts/schema";
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const PUT = apiHandler(
  { tag: "Accounts", summary: "Change the signed-in member's profile", auth: "member", body: profileInput },
  async ({ user, body }) => ({
    success: true,
    message: "Profile updated",
    ...(await updateProfile(user.id, body)),
  }),
);

export const { GET, POST, PATCH, DELETE } = otherMethods("PUT");
