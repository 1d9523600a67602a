// PUT /api/admin/docs/{id} (the documentation form) → { item }; DELETE → { success }.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { deleteDocItem, updateDocItem } from "@/lib/docs/admin-mutations";
import { docInput } from "@/lib/docs/schema";

export const PUT = apiHandler(
  { tag: "Back office", summary: "Edit a documentation item", auth: "admin", body: docInput },
  async ({ user, params, body }) => ({
    success: true,
    item: await updateDocItem(user, params.id!, body),
  }),
);

export const DELETE = apiHandler(
  { tag: "Back office", summary: "Delete a documentation item", auth: "admin" },
  async ({ user, params }) => {
    await deleteDocItem(user, params.id!);
    return { success: true };
  },
);

export const { GET, POST, PATCH } = otherMethods("PUT", "DELETE");
