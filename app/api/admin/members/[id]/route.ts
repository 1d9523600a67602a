// PUT /api/admin/members/{id} { role?, suspended? } → { member }: never yourself, never the last admin.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { changeMember, memberChangeInput } from "@/lib/admin/members";

export const PUT = apiHandler({ auth: "admin", body: memberChangeInput }, async ({ user, params, body }) => ({
  success: true,
  member: await changeMember(user.id, params.id!, body),
}));

export const { GET, POST, PATCH, DELETE } = otherMethods("PUT");
