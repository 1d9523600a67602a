import { apiHandler } from "@/lib/api/handler";
import { listJobsPostedBy } from "@/lib/jobs/queries";

export const GET = apiHandler({ auth: "member" }, async ({ user }) => ({
  jobs: await listJobsPostedBy(user.id, user),
}));
