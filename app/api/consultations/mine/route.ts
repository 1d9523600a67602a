// GET /api/consultations/mine → { consultations } of the signed-in member, newest first.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { listMyConsultations } from "@/lib/consultations/queries";

export const GET = apiHandler(
  { tag: "Consultations", summary: "My consultations, newest first", auth: "member" },
  async ({ user }) => ({
    consultations: await listMyConsultations(user.id),
  }),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
