// GET /api/admin/overview → pending counts per listing type, pending consultations, new leads this week, and
// new members and listings per week over 12 weeks.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { getAdminOverview } from "@/lib/admin/overview";

export const GET = apiHandler(
  { tag: "Back office", summary: "Counts that need action and 12 weeks of growth", auth: "admin" },
  async ({ user }) => getAdminOverview(user),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
