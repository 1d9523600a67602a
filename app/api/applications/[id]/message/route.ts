// POST /api/applications/{id}/message { message } → { message: { id, sent } }: once the application is decided,
// the job's poster (or an admin) writes to the applicant through the site; the poster's address is not shown.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { messageApplicant } from "@/lib/applications/relay";
import { relayedMessage } from "@/lib/mail/schema";
import { limitRate } from "@/lib/rate-limit/rules";

export const POST = apiHandler(
  {
    tag: "Jobs",
    summary: "Message a decided applicant, relayed by the site (the job's poster or admins; rate-limited)",
    auth: "member",
    body: relayedMessage,
  },
  async ({ user, params, body }) => {
    await limitRate(["posterMessagesByUser", user.id]);
    return { success: true, message: await messageApplicant(user, params.id!, body.message) };
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
