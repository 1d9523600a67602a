// GET /api/profile → the member's own builder profile (the empty one before they first save it);
// PUT /api/profile → saves all of it (the Account Settings form).
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { profileMessages as m } from "@/lib/profiles/messages";
import { saveProfile } from "@/lib/profiles/mutations";
import { getProfileSettings } from "@/lib/profiles/queries";
import { profileInput } from "@/lib/profiles/schema";
import { rateRules } from "@/lib/rate-limit/rules";

export const GET = apiHandler(
  {
    tag: "Profiles",
    summary: "My builder profile: its fields and switches, its address, and my saved résumé's name",
    auth: "member",
  },
  async ({ user }) => ({ success: true, profile: await getProfileSettings(user.id) }),
);

export const PUT = apiHandler(
  {
    tag: "Profiles",
    summary:
      'Save my builder profile: every field ("" for none, false for a switch off); it replaces the saved one',
    auth: "member",
    rateLimit: rateRules.profileChangesByUser,
    body: profileInput,
    returns: "{ success, message, profile }",
  },
  async ({ user, body }) => ({ success: true, message: m.saved, profile: await saveProfile(user, body) }),
);

export const { POST, PATCH, DELETE } = otherMethods("GET", "PUT");
