import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { getEvent } from "@/lib/events/queries";
import { rejectionInput } from "@/lib/listings/schema";
import { moderateListing } from "@/lib/listings/moderation";
import { readOptionalBody } from "@/lib/api/body";

/** The spec's call sends rejectionReason: it is required (5–500 characters), or a 400 naming it. */
export const PUT = apiHandler(
  {
    tag: "Events",
    summary: "Reject a pending event with a reason",
    auth: "admin",
    read: readOptionalBody,
    body: rejectionInput,
  },
  async ({ params, user, body }) => {
    await moderateListing("event", params.id!, user, {
      approve: false,
      reason: body.rejectionReason,
    });
    return { success: true, message: "Event rejected", event: await getEvent(params.id!, user) };
  },
);

export const { GET, POST, PATCH, DELETE } = otherMethods("PUT");
