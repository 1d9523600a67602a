// PUT /api/admin/consultations/{id} { status, scheduledDate?, adminNotes? } → { consultation }; mails the member.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { consultationDecisionInput, decideConsultation } from "@/lib/consultations/decisions";

export const PUT = apiHandler(
  {
    tag: "Back office",
    summary:
      "Accept at a time in the future (required), move an accepted one to a new time (status accepted again; mailed with an .ics entry), reject or complete a consultation, with notes",
    auth: "admin",
    body: consultationDecisionInput,
  },
  async ({ user, params, body }) => ({
    success: true,
    consultation: await decideConsultation(user, params.id!, body),
  }),
);

export const { GET, POST, PATCH, DELETE } = otherMethods("PUT");
