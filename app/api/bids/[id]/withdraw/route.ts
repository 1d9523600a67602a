// POST /api/bids/{id}/withdraw → { bid }: the bidder, while it is pending.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { withdrawBid } from "@/lib/bids/mutations";

export const POST = apiHandler({ auth: "member" }, async ({ user, params }) => ({
  success: true,
  bid: await withdrawBid(user.id, params.id!),
}));

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
