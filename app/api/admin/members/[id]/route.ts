// GET /api/admin/members/{id} → { member } with their listings, coins and activity.
// PUT /api/admin/members/{id} { role?, suspended? } → { member }: never yourself, never the last admin.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { getMemberDetail } from "@/lib/admin/member-detail";
import { changeMember } from "@/lib/admin/members";
import { memberChangeInput } from "@/lib/admin/schema";

export const PUT = apiHandler(
  {
    tag: "Back office",
    summary: "Change a member's role, or suspend or restore",
    auth: "admin",
    body: memberChangeInput,
  },
  async ({ user, params, body }) => ({
    success: true,
    member: await changeMember(user, params.id!, body),
  }),
);

export const GET = apiHandler(
  {
    tag: "Back office",
    summary: "One member: profile, listings, activity and coin transactions",
    auth: "admin",
  },
  async ({ user, params }) => ({
    success: true,
    member: await getMemberDetail(user, params.id!),
  }),
);

export const { POST, PATCH, DELETE } = otherMethods("GET", "PUT");
