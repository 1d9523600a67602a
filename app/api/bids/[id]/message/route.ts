// POST /api/bids/{id}/message { message } → { message: { id, threadId, messageId, sent } }: once the bid is
// accepted or rejected, the gig's poster writes in its conversation (opened the first time); the bidder is
// notified and mailed (sent: whether a mail went, at most one per 15 minutes while they are away).
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { messageInput } from "@/lib/conversations/schema";
import { messageBidder } from "@/lib/conversations/start";
import { limitRate } from "@/lib/rate-limit/rules";

export const POST = apiHandler(
  {
    tag: "Gigs",
    summary: "Message a bidder after the decision in the bid's conversation (the gig's poster; rate-limited)",
    auth: "member",
    body: messageInput,
  },
  async ({ user, params, body }) => {
    await limitRate(["threadMessagesByUser", user.id]);
    return { success: true, message: await messageBidder(user, params.id!, body.message) };
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
