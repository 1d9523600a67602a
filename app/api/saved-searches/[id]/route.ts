import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { rateRules } from "@/lib/rate-limit/rules";
import { deleteSavedSearch, updateSavedSearch } from "@/lib/saved-searches/mutations";
import { savedSearchChange } from "@/lib/saved-searches/schema";

export const PATCH = apiHandler(
  {
    tag: "Saved searches",
    summary: "Rename a saved search or change how often it mails (owner only; anyone else's is 404)",
    auth: "member",
    rateLimit: rateRules.savedSearchChangesByUser,
    body: savedSearchChange,
    returns: "{ success, search }",
  },
  async ({ user, params, body }) => ({
    success: true,
    search: await updateSavedSearch(user, params.id!, body),
  }),
);

export const DELETE = apiHandler(
  {
    tag: "Saved searches",
    summary: "Delete a saved search (owner only; anyone else's is 404)",
    auth: "member",
    rateLimit: rateRules.savedSearchChangesByUser,
  },
  async ({ user, params }) => {
    await deleteSavedSearch(user, params.id!);
    return { success: true, message: "Saved search deleted" };
  },
);

export const { GET, POST, PUT } = otherMethods("PATCH", "DELETE");
