// POST /api/consultations {name, email, mobile, topic, message, preferredDate?} → 201 { consultation, coinsAwarded }.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { bookConsultation } from "@/lib/consultations/mutations";
import { consultationInput } from "@/lib/consultations/schema";
import { limitRate } from "@/lib/rate-limit/rules";

export const POST = apiHandler(
  {
    tag: "Consultations",
    summary: "Book a 1:1 consultation",
    status: 201,
    auth: "member",
    body: consultationInput,
    bodyLimit: 16 * 1024,
  },
  async ({ user, body }) => {
    await limitRate(["consultationsByUser", user.id]);
    return await bookConsultation(user.id, body);
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
