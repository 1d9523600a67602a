// GET /api/bids/mine → { bids } of the signed-in member, newest first.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { listMyBids } from "@/lib/bids/queries";

export const GET = apiHandler(
  { tag: "Gigs", summary: "My bids and their status", auth: "member" },
  async ({ user }) => ({ bids: await listMyBids(user.id) }),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
