// POST /api/gigs/{id}/bids → 201 { bid } (a member's); GET → { gig, bids } for the gig's poster or an admin.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { placeBid } from "@/lib/bids/mutations";
import { listGigBids } from "@/lib/bids/queries";
import { bidInput } from "@/lib/bids/schema";
import { limitRate } from "@/lib/rate-limit/rules";

export const GET = apiHandler(
  { tag: "Gigs", summary: "A gig's bids (its poster or admins)", auth: "member" },
  async ({ user, params }) => listGigBids(params.id!, user),
);

export const POST = apiHandler(
  {
    tag: "Gigs",
    summary: "Bid on a gig (one open bid per member)",
    status: 201,
    auth: "member",
    body: bidInput,
  },
  async ({ user, params, body }) => {
    await limitRate(["bidsByUser", user.id]);
    const bid = await placeBid(user, params.id!, body);
    return { success: true, bid };
  },
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
