// POST /api/gigs/{id}/bids → 201 { bid } (a member's); GET → { gig, bids } for the gig's poster or an admin.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { placeBid } from "@/lib/bids/mutations";
import { listGigBids } from "@/lib/bids/queries";
import { bidInput, bidsQuery } from "@/lib/bids/schema";
import { limitRate } from "@/lib/rate-limit/rules";

export const GET = apiHandler(
  {
    tag: "Gigs",
    summary: "A gig's bids, by date, lowest amount or shortest duration (its poster or admins)",
    auth: "member",
    query: bidsQuery,
  },
  async ({ user, params, query }) => listGigBids(params.id!, user, query),
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
