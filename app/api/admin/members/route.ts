// GET /api/admin/members?search&page → { members, total, totalPages, currentPage }, newest first.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { listMembers } from "@/lib/admin/members";
import { memberListQuery as query } from "@/lib/admin/schema";

export const GET = apiHandler(
  { tag: "Back office", summary: "Members, searchable and paged", auth: "admin", query },
  async ({ user, query }) => listMembers(user, query),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
