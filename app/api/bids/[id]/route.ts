// PUT /api/bids/{id} { status: "accepted" | "rejected" } → { bid }: the gig's poster or an admin. Accepting awards
// the gig: the other pending bids are declined, and it takes no more bids and leaves the lists ("Awarded").
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { decideBid } from "@/lib/bids/mutations";
import { bidDecision } from "@/lib/bids/schema";

export const PUT = apiHandler(
  {
    tag: "Gigs",
    summary:
      "Accept or reject a bid (the gig's poster or admins); accepting awards the gig, which leaves the lists",
    auth: "member",
    body: bidDecision,
  },
  async ({ user, params, body }) => ({
    success: true,
    bid: await decideBid(user, params.id!, body.status),
  }),
);

export const { GET, POST, PATCH, DELETE } = otherMethods("PUT");
