// GET /api/gigs → { gigs, total, totalPages, currentPage } (approved, ?page&limit&search and the filters);
// POST /api/gigs → 201 { gig } (a member's, pending).
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { createGig } from "@/lib/gigs/mutations";
import { listGigPage } from "@/lib/gigs/queries";
import { withImageBytes } from "@/lib/listings/schema";
import { readUploadForm } from "@/lib/listings/request";
import { gigInput, gigListQuery } from "@/lib/gigs/schema";
import { limitRate } from "@/lib/rate-limit/rules";

export const GET = apiHandler(
  {
    tag: "Gigs",
    summary: "Approved gigs, paged, searchable and filtered by category, budget, duration and skills",
    query: gigListQuery,
  },
  async ({ query }) => listGigPage(query),
);

export const POST = apiHandler(
  {
    tag: "Gigs",
    summary: "Submit a gig for review (pending)",
    status: 201,
    auth: "member",
    read: readUploadForm,
    body: withImageBytes(gigInput),
  },
  async ({ user, body: { imageBytes, ...input } }) => {
    await limitRate(["listingsByUser", user.id]);
    if (imageBytes) await limitRate(["imageUploadsByUser", user.id]);
    const gig = await createGig(user, input, imageBytes);
    return { success: true, gig };
  },
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
