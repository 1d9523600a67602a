// GET /api/admin/consultations?status&page → { consultations, total, totalPages, currentPage }, newest first.
import { z } from "zod";
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { consultationStatuses, listConsultations } from "@/lib/consultations/queries";
import { pagingQuery } from "@/lib/validation/paging";

const query = pagingQuery(20, 100).extend({
  status: z.enum(consultationStatuses).optional().catch(undefined),
});

export const GET = apiHandler({ auth: "admin", query }, async ({ query }) => listConsultations(query));

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
