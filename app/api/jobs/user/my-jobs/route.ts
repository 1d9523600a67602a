import { apiHandler } from "@/lib/api/handler";
import { listJobsPostedBy } from "@/lib/jobs/queries";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const GET = apiHandler({ auth: "member" }, async ({ user }) => ({
  jobs: await listJobsPostedBy(user.id, user),
}));

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
