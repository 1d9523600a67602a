import { apiHandler } from "@/lib/api/handler";
import { getEvent } from "@/lib/events/queries";
import { moderateListing } from "@/lib/listings/moderation";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const PUT = apiHandler(
  { tag: "Events", summary: "Approve a pending event", auth: "admin" },
  async ({ params, user }) => {
    await moderateListing("event", params.id!, user, { approve: true });
    return { success: true, message: "Event approved", event: await getEvent(params.id!, user) };
  },
);

export const { GET, POST, PATCH, DELETE } = otherMethods("PUT");
