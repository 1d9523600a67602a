// GET /api/admin/audit?page&targetType&action → { entries, total, totalPages, currentPage }, newest first.
import { z } from "zod";
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { listAudit } from "@/lib/audit/log";
import { optionalText } from "@/lib/listings/fields";
import { pagingQuery } from "@/lib/validation/paging";

const query = pagingQuery(50, 200).extend({
  targetType: optionalText.pipe(z.string().max(40).optional()),
  action: optionalText.pipe(z.string().max(60).optional()),
});

export const GET = apiHandler({ auth: "admin", query }, async ({ query }) => listAudit(query));

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
