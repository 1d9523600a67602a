// POST /api/gigs/{id}/close { reason?: "Filled" | "Closed" } → { gig, closedBids }: its poster (or an admin) closes
// a live gig early; it leaves the lists and takes no more bids. The bids still pending are closed with it (how
// many: closedBids), each bidder notified, and mailed after the answer.
import { after } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { closeGig } from "@/lib/gigs/close";
import { getGig } from "@/lib/gigs/queries";
import { closeListingInput } from "@/lib/listings/schema";
import { readOptionalBody } from "@/lib/api/body";

export const POST = apiHandler(
  {
    tag: "Gigs",
    summary:
      "Close a live gig early, Filled or Closed (poster or admin): it takes no more bids; its pending bids are closed and their bidders told",
    auth: "member",
    read: readOptionalBody,
    body: closeListingInput,
  },
  async ({ params, user, body }) => {
    const { closedBids } = await closeGig(user, params.id!, body.reason, after);
    return { success: true, gig: await getGig(params.id!, user), closedBids };
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
