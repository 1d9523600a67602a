// POST /api/admin/listings/bulk { type, ids, action, rejectionReason? } → { count }: all decided, or none.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { bulkModerate } from "@/lib/admin/bulk-moderation";
import { bulkModerationInput } from "@/lib/admin/schema";

export const POST = apiHandler(
  {
    tag: "Back office",
    summary:
      "Approve or reject several listings at once: each still pending is decided, each already decided is reported as it is",
    auth: "admin",
    body: bulkModerationInput,
  },
  async ({ user, body }) => ({
    success: true,
    ...(await bulkModerate(user, body)),
  }),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
