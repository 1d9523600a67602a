// POST /api/leads: the demo request of /services, stored as a Lead (kind service-demo).
import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/client-ip";
import { createLead } from "@/lib/leads/mutations";
import { LeadInput } from "@/lib/leads/schema";
import { limitRate } from "@/lib/rate-limit/rules";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const POST = apiHandler({ body: LeadInput, bodyLimit: 16 * 1024 }, async ({ request, body }) => {
  await limitRate(["leadsByIp", clientIp(request)]);
  return NextResponse.json(await createLead(body), { status: 201 });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
