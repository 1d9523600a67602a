// GET /api/startups → { startups, total, totalPages, currentPage } (approved, ?page&limit&search and the filters);
// POST /api/startups → 201 { startup } (a member's, pending).
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { withImageBytes } from "@/lib/listings/schema";
import { readUploadForm } from "@/lib/listings/request";
import { limitRate } from "@/lib/rate-limit/rules";
import { createStartup } from "@/lib/startups/mutations";
import { listStartupPage } from "@/lib/startups/queries";
import { startupInput, startupListQuery } from "@/lib/startups/schema";

export const GET = apiHandler(
  {
    tag: "Startups",
    summary: "Approved startups, paged, searchable and filtered by industry, stage, city and hiring",
    query: startupListQuery,
  },
  async ({ query }) => listStartupPage(query),
);

export const POST = apiHandler(
  {
    tag: "Startups",
    summary: "Submit a startup for review (pending)",
    status: 201,
    auth: "member",
    read: readUploadForm,
    body: withImageBytes(startupInput),
  },
  async ({ user, body: { imageBytes, ...input } }) => {
    await limitRate(["listingsByUser", user.id]);
    if (imageBytes) await limitRate(["imageUploadsByUser", user.id]);
    const startup = await createStartup(user, input, imageBytes);
    return { success: true, startup };
  },
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
