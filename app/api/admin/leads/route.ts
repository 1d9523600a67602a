// GET /api/admin/leads?kind=contact|demo|waitlist&course&page → { leads, total, totalPages, currentPage }.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { leadsQuery, listLeads } from "@/lib/admin/leads";

export const GET = apiHandler({ auth: "admin", query: leadsQuery }, async ({ query }) => listLeads(query));

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
