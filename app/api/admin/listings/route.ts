// GET /api/admin/listings?type&status&search&page → { listings, total, totalPages, currentPage }.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { listForReview, reviewQuery } from "@/lib/admin/review";

export const GET = apiHandler({ auth: "admin", query: reviewQuery }, async ({ query }) =>
  listForReview(query),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
