// GET /api/jobs/{id}/applications?stage&sort → { job, applications, stages }: the job's poster or an admin; 404
// for anyone else.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { listJobApplications } from "@/lib/applications/queries";
import { applicantsQuery } from "@/lib/applications/schema";

export const GET = apiHandler(
  {
    tag: "Jobs",
    summary: "A job's applications, of one stage and by date when asked (its poster or admins)",
    auth: "member",
    query: applicantsQuery,
  },
  async ({ user, params, query }) => listJobApplications(params.id!, user, query),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
