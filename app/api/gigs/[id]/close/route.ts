// POST /api/gigs/{id}/close { reason?: "Filled" | "Closed" } → { gig }: its poster (or an admin) closes a live
// gig early; it leaves the lists and takes no more bids.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { getGig } from "@/lib/gigs/queries";
import { closeListing } from "@/lib/listings/close";
import { closeListingInput } from "@/lib/listings/schema";
import { readOptionalBody } from "@/lib/api/body";

export const POST = apiHandler(
  {
    tag: "Gigs",
    summary: "Close a live gig early, Filled or Closed (poster or admin): it takes no more bids",
    auth: "member",
    read: readOptionalBody,
    body: closeListingInput,
  },
  async ({ params, user, body }) => {
    await closeListing("gig", params.id!, user, body.reason);
    return { success: true, gig: await getGig(params.id!, user) };
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
