// GET /api/admin/members?search&page → { members, total, totalPages, currentPage }, newest first.
import { z } from "zod";
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { listMembers } from "@/lib/admin/members";
import { optionalText } from "@/lib/listings/fields";
import { pagingQuery } from "@/lib/validation/paging";

const query = pagingQuery(25, 100).extend({ search: optionalText.pipe(z.string().max(200).optional()) });

export const GET = apiHandler({ auth: "admin", query }, async ({ query }) => listMembers(query));

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
