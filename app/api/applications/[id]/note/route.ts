// PUT /api/applications/{id}/note { note } → { application: { id, note } }: the poster's private note on an
// applicant, read only by the job's poster and admins.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { rateRules } from "@/lib/rate-limit/rules";
import { saveApplicantNote } from "@/lib/applications/pipeline";
import { applicantNote } from "@/lib/applications/schema";

export const PUT = apiHandler(
  {
    tag: "Jobs",
    summary:
      "Save the private note on an applicant (the job's poster or admins; never shown to the applicant)",
    auth: "member",
    rateLimit: rateRules.applicantNotesByUser,
    body: applicantNote,
  },
  async ({ user, params, body }) => ({
    success: true,
    application: await saveApplicantNote(user, params.id!, body.note),
  }),
);

export const { GET, POST, PATCH, DELETE } = otherMethods("PUT");
