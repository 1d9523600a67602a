// POST /api/bids/{id}/withdraw → { bid }: the bidder, while it is pending.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { withdrawBid } from "@/lib/bids/mutations";

export const POST = apiHandler(
  { tag: "Gigs", summary: "Withdraw my bid while it is pending", auth: "member" },
  async ({ user, params }) => ({
    success: true,
    bid: await withdrawBid(user, params.id!),
  }),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
