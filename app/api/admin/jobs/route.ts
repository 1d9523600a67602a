// GET /api/admin/jobs → { total, jobs }: background jobs that failed for good (newest 50), kept to run again.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { listFailedJobs } from "@/lib/admin/failed-jobs";

export const GET = apiHandler(
  { tag: "Back office", summary: "Background jobs that failed after every attempt", auth: "admin" },
  async ({ user }) => ({
    success: true,
    ...(await listFailedJobs(user, 50)),
  }),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
