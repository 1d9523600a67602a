// PATCH /api/applications/{id}/stage { stage } → { application }: the job's poster or an admin moves an
// applicant (new ↔ shortlisted; accepted or rejected mails them). Others: 403 (404 when unseen), guests 401.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { setApplicationStage } from "@/lib/applications/pipeline";
import { applicationStage } from "@/lib/applications/schema";

export const PATCH = apiHandler(
  {
    tag: "Jobs",
    summary:
      "Move an application to a stage: new, shortlisted, accepted or rejected (the job's poster or admins)",
    auth: "member",
    body: applicationStage,
  },
  async ({ user, params, body }) => ({
    success: true,
    application: await setApplicationStage(user, params.id!, body.stage),
  }),
);

export const { GET, POST, PUT, DELETE } = otherMethods("PATCH");
