import { apiHandler } from "@/lib/api/handler";
import { listAllJobs } from "@/lib/jobs/queries";

export const GET = apiHandler({ auth: "admin" }, async ({ user }) => ({ jobs: await listAllJobs(user) }));
