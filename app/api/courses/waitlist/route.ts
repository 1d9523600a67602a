// POST /api/courses/waitlist {courseId, name, email, skillLevel?} → {success, alreadyOnList, message}.
import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/client-ip";
import { joinWaitlist } from "@/lib/courses/mutations";
import { WaitlistInput } from "@/lib/courses/schema";
import { limitRate } from "@/lib/rate-limit/rules";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const POST = apiHandler({ body: WaitlistInput, bodyLimit: 8 * 1024 }, async ({ request, body }) => {
  await limitRate(["waitlistByIp", clientIp(request)]);
  const result = await joinWaitlist(body);
  return NextResponse.json(result, { status: result.alreadyOnList ? 200 : 201 });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
