// GET /api/admin/members/{id} → { member } with their listings, coins and activity.
// PUT /api/admin/members/{id} { role?, suspended? } → { member }: never yourself, never the last admin.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { getMemberDetail } from "@/lib/admin/member-detail";
import { changeMember, memberChangeInput } from "@/lib/admin/members";

export const PUT = apiHandler({ auth: "admin", body: memberChangeInput }, async ({ user, params, body }) => ({
  success: true,
  member: await changeMember(user.id, params.id!, body),
}));

export const GET = apiHandler({ auth: "admin" }, async ({ params }) => ({
  success: true,
  member: await getMemberDetail(params.id!),
}));

export const { POST, PATCH, DELETE } = otherMethods("GET", "PUT");
