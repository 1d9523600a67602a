// GET /api/applications/mine → { applications } of the signed-in member, newest first.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { listMyApplications } from "@/lib/applications/queries";

export const GET = apiHandler(
  { tag: "Jobs", summary: "My applications and their status", auth: "member" },
  async ({ user }) => ({
    applications: await listMyApplications(user.id),
  }),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
