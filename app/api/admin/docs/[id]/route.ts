// PUT /api/admin/docs/{id} (the documentation form) → { item }; DELETE → { success }.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { deleteDocItem, updateDocItem } from "@/lib/docs/admin-mutations";
import { docInput } from "@/lib/docs/doc-input";

export const PUT = apiHandler({ auth: "admin", body: docInput }, async ({ user, params, body }) => ({
  success: true,
  item: await updateDocItem(user.id, params.id!, body),
}));

export const DELETE = apiHandler({ auth: "admin" }, async ({ user, params }) => {
  await deleteDocItem(user.id, params.id!);
  return { success: true };
});

export const { GET, POST, PATCH } = otherMethods("PUT", "DELETE");
