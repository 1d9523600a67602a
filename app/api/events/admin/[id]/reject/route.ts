import { z } from "zod";
import { apiHandler } from "@/lib/api/handler";
import { getEvent } from "@/lib/events/queries";
import { moderateListing } from "@/lib/listings/moderation";

const RejectInput = z.object({ rejectionReason: z.string().max(500).optional() }).default({});

export const PUT = apiHandler({ auth: "admin", body: RejectInput }, async ({ params, user, body }) => {
  await moderateListing("event", params.id!, user, { approve: false, reason: body.rejectionReason });
  return { success: true, message: "Event rejected", event: await getEvent(params.id!, user) };
});
