// POST /api/consultations/{id}/cancel → { consultation }: the member who booked it, while it is pending.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { cancelConsultation } from "@/lib/consultations/mutations";

export const POST = apiHandler(
  {
    tag: "Consultations",
    summary: "Cancel my pending consultation (its coins are reversed)",
    auth: "member",
  },
  async ({ user, params }) => ({
    consultation: await cancelConsultation(user, params.id!),
  }),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
