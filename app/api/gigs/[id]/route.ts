// GET/PUT/DELETE /api/gigs/{id}: the same visibility and edit rules as jobs; an admin's PUT
// { action: "approve" } or { action: "reject", rejectionReason } decides.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { notFound } from "@/lib/errors";
import { updateGig } from "@/lib/gigs/mutations";
import { getGig } from "@/lib/gigs/queries";
import { gigInput } from "@/lib/gigs/schema";
import { deleteListing, moderateListing } from "@/lib/listings/moderation";
import { readListingChange } from "@/lib/listings/request";
import { limitRate } from "@/lib/rate-limit/rules";

export const GET = apiHandler(
  { tag: "Gigs", summary: "One gig (one not yet approved: its poster and admins)", auth: "optional" },
  async ({ params, user }) => {
    const gig = await getGig(params.id!, user);
    if (!gig) throw notFound("Gig not found");
    return { gig };
  },
);

export const PUT = apiHandler(
  {
    tag: "Gigs",
    summary:
      "Edit a gig (poster: a rejected one is resubmitted, a live one that changes goes back to review; admin), or approve or reject it (admin)",
    auth: "member",
  },
  async ({ request, params, user }) => {
    const change = await readListingChange(request, user, gigInput);
    if (change.decision) {
      await moderateListing("gig", params.id!, user, change.decision);
      return { success: true, gig: await getGig(params.id!, user) };
    }
    if (change.image) await limitRate(["imageUploadsByUser", user.id]);
    return { success: true, gig: await updateGig(user, params.id!, change.input, change.image) };
  },
);

export const DELETE = apiHandler(
  { tag: "Gigs", summary: "Delete a gig (poster or admin)", auth: "member" },
  async ({ params, user }) => {
    await deleteListing("gig", params.id!, user);
    return { success: true, message: "Gig deleted" };
  },
);

export const { POST, PATCH } = otherMethods("GET", "PUT", "DELETE");
