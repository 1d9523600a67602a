// POST /api/applications/{id}/message { message } → { message: { id, threadId, messageId, sent } }: once the
// application is shortlisted, the job's poster writes in its conversation (opened the first time); the applicant
// is notified and mailed (sent: whether a mail went, at most one per 15 minutes while they are away).
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { messageInput } from "@/lib/conversations/schema";
import { messageApplicant } from "@/lib/conversations/start";
import { limitRate } from "@/lib/rate-limit/rules";

export const POST = apiHandler(
  {
    tag: "Jobs",
    summary:
      "Message a shortlisted or decided applicant in the application's conversation (the job's poster; rate-limited)",
    auth: "member",
    body: messageInput,
  },
  async ({ user, params, body }) => {
    await limitRate(["threadMessagesByUser", user.id]);
    return { success: true, message: await messageApplicant(user, params.id!, body.message) };
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
