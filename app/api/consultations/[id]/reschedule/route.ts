// POST /api/consultations/{id}/reschedule { slotStart } → { consultation }: moves a booked slot to another free one
// (its member up to 12 hours before, an admin any time); mailed with the updated invitation.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { rateRules } from "@/lib/rate-limit/rules";
import { rescheduleInput } from "@/lib/consultations/schema";
import { rescheduleConsultation } from "@/lib/consultations/slot-bookings";

export const POST = apiHandler(
  {
    tag: "Consultations",
    summary:
      "Move my booked slot to another free one (up to 12 hours before; 409 with the next free slots if taken)",
    auth: "member",
    rateLimit: rateRules.reschedulesByUser,
    body: rescheduleInput,
  },
  async ({ user, params, body }) => ({
    success: true,
    consultation: await rescheduleConsultation(user, params.id!, body.slotStart),
  }),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
