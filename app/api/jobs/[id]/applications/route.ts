// GET /api/jobs/{id}/applications → { job, applications }: the job's poster or an admin; 404 for anyone else.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { listJobApplications } from "@/lib/applications/queries";

export const GET = apiHandler(
  { tag: "Jobs", summary: "A job's applications (its poster or admins)", auth: "member" },
  async ({ user, params }) => listJobApplications(params.id!, user),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
