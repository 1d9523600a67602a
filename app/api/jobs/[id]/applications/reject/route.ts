// POST /api/jobs/{id}/applications/reject { ids, message } → { rejected }: several pending applications
// rejected in one transaction (all or none), each applicant mailed once with the message.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { rejectApplicants } from "@/lib/applications/pipeline";
import { bulkRejection } from "@/lib/applications/schema";

export const POST = apiHandler(
  {
    tag: "Jobs",
    summary: "Reject several pending applications with one message, all or none (the job's poster or admins)",
    auth: "member",
    body: bulkRejection,
  },
  async ({ user, params, body }) => ({ success: true, ...(await rejectApplicants(user, params.id!, body)) }),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
