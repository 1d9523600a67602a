// POST /api/consultations {name, email, mobile, topic, message, preferredDate?} → 201 { consultation, coinsAwarded }.
import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { bookConsultation } from "@/lib/consultations/mutations";
import { ConsultationInput } from "@/lib/consultations/schema";
import { limitRate } from "@/lib/rate-limit/rules";

export const POST = apiHandler(
  { auth: "member", body: ConsultationInput, bodyLimit: 16 * 1024 },
  async ({ user, body }) => {
    await limitRate(["consultationsByUser", user.id]);
    return NextResponse.json(await bookConsultation(user.id, body), { status: 201 });
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
