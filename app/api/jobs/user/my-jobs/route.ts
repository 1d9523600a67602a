import { apiHandler } from "@/lib/api/handler";
import { listJobsPostedBy } from "@/lib/jobs/queries";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const GET = apiHandler(
  { tag: "Jobs", summary: "My jobs, of every status", auth: "member" },
  async ({ user }) => ({
    jobs: await listJobsPostedBy(user.id, user),
  }),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
