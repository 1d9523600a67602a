// POST /api/admin/jobs/retry { ids } → { queued }: failed jobs back on their queue, each with its attempts anew.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { retryFailedJobs } from "@/lib/admin/failed-jobs";
import { retryJobsInput } from "@/lib/queue/schema";

export const POST = apiHandler(
  { tag: "Back office", summary: "Run failed background jobs again", auth: "admin", body: retryJobsInput },
  async ({ user, body }) => ({
    success: true,
    ...(await retryFailedJobs(user, body.ids)),
  }),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
