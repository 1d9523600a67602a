// GET /api/admin/leads?kind=contact|demo|waitlist&course&page → { leads, total, totalPages, currentPage }.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { listLeads } from "@/lib/admin/leads";
import { leadsQuery } from "@/lib/admin/schema";

export const GET = apiHandler(
  {
    tag: "Back office",
    summary: "Contact messages, demo requests and waitlist entries, newest first",
    auth: "admin",
    query: leadsQuery,
  },
  async ({ user, query }) => listLeads(user, query),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
