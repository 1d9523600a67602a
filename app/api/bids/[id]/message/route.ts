// POST /api/bids/{id}/message { message } → { message: { id, sent } }: once the bid is accepted or rejected, the
// gig's poster (or an admin) writes to the bidder through the site; the poster's address is not shown.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { messageBidder } from "@/lib/bids/relay";
import { relayedMessage } from "@/lib/mail/schema";
import { limitRate } from "@/lib/rate-limit/rules";

export const POST = apiHandler(
  {
    tag: "Gigs",
    summary:
      "Message a bidder after the decision, relayed by the site (the gig's poster or admins; rate-limited)",
    auth: "member",
    body: relayedMessage,
  },
  async ({ user, params, body }) => {
    await limitRate(["posterMessagesByUser", user.id]);
    return { success: true, message: await messageBidder(user, params.id!, body.message) };
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
