// GET /api/admin/audit?page&targetType&action → { entries, total, totalPages, currentPage }, newest first.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { listAudit } from "@/lib/audit/log";
import { auditQuery as query } from "@/lib/admin/schema";

export const GET = apiHandler(
  { tag: "Back office", summary: "The audit log of admin changes, newest first", auth: "admin", query },
  async ({ user, query }) => listAudit(user, query),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
