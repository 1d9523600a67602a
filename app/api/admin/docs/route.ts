// POST /api/admin/docs { title, description, section, targetRelease? } → 201 { item }.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { createDocItem } from "@/lib/docs/admin-mutations";
import { docInput } from "@/lib/docs/schema";

export const POST = apiHandler(
  { tag: "Back office", summary: "Add a documentation item", status: 201, auth: "admin", body: docInput },
  async ({ user, body }) => ({ success: true, item: await createDocItem(user, body) }),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
