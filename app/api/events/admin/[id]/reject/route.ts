import { z } from "zod";
import { apiHandler } from "@/lib/api/handler";
import { getEvent } from "@/lib/events/queries";
import { moderateListing } from "@/lib/listings/moderation";
import { readOptionalBody } from "@/lib/listings/request";
import { otherMethods } from "@/lib/api/method-not-allowed";

const RejectInput = z.object({ rejectionReason: z.string().max(500).nullish() });

/** The body is optional: without one (or without a reason) the reason is 'Rejected by admin'. */
export const PUT = apiHandler({ auth: "admin" }, async ({ request, params, user }) => {
  const body = RejectInput.parse(await readOptionalBody(request));
  await moderateListing("event", params.id!, user, {
    approve: false,
    reason: body.rejectionReason ?? undefined,
  });
  return { success: true, message: "Event rejected", event: await getEvent(params.id!, user) };
});

export const { GET, POST, PATCH, DELETE } = otherMethods("PUT");
