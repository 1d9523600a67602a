import { apiHandler } from "@/lib/api/handler";
import { listAllJobs } from "@/lib/jobs/queries";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const GET = apiHandler(
  { tag: "Jobs", summary: "Every job, of every status", auth: "admin" },
  async ({ user }) => ({ jobs: await listAllJobs(user) }),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
