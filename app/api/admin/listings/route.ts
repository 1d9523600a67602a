// GET /api/admin/listings?type&status&search&page → { listings, total, totalPages, currentPage }.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { listForReview } from "@/lib/admin/review";
import { reviewQuery } from "@/lib/admin/schema";

export const GET = apiHandler(
  {
    tag: "Back office",
    summary: "Listings of one type to review, pending first",
    auth: "admin",
    query: reviewQuery,
  },
  async ({ user, query }) => listForReview(user, query),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
