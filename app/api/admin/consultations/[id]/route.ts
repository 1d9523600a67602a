// PUT /api/admin/consultations/{id} { status, scheduledDate?, adminNotes? } → { consultation }; mails the member.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { consultationDecisionInput, decideConsultation } from "@/lib/consultations/decisions";

export const PUT = apiHandler(
  { auth: "admin", body: consultationDecisionInput },
  async ({ user, params, body }) => ({
    success: true,
    consultation: await decideConsultation(user.id, params.id!, body),
  }),
);

export const { GET, POST, PATCH, DELETE } = otherMethods("PUT");
