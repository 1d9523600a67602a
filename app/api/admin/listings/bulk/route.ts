// POST /api/admin/listings/bulk { type, ids, action, rejectionReason? } → { count }: all decided, or none.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { bulkModerate, bulkModerationInput } from "@/lib/admin/bulk-moderation";

export const POST = apiHandler({ auth: "admin", body: bulkModerationInput }, async ({ user, body }) => ({
  success: true,
  ...(await bulkModerate(user.id, body)),
}));

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
