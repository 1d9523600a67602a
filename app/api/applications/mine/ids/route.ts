// GET /api/applications/mine/ids → { applied: [{ jobId, appliedAt }] }: the signed-in member's applied jobs, newest
// first, read by the browser after a cached list page loads (the page itself is the same for everyone).
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { listMyAppliedJobs } from "@/lib/applications/queries";

export const GET = apiHandler(
  { tag: "Jobs", summary: "The jobs I have applied to and when (to mark them Applied)", auth: "member" },
  async ({ user }) => ({
    applied: await listMyAppliedJobs(user.id),
  }),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
