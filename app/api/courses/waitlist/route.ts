// POST /api/courses/waitlist {courseId, name, email, skillLevel?} → {success, alreadyOnList, message}.
import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/client-ip";
import { joinWaitlist } from "@/lib/courses/mutations";
import { WaitlistInput } from "@/lib/courses/schema";
import { enforceRateLimits } from "@/lib/rate-limit";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const POST = apiHandler({ body: WaitlistInput, bodyLimit: 8 * 1024 }, async ({ request, body }) => {
  await enforceRateLimits(
    [{ key: `waitlist:ip:${clientIp(request)}`, limit: 10, windowSeconds: 3600 }],
    "Too many sign-ups from your network. Please try again later.",
  );
  const result = await joinWaitlist(body);
  return NextResponse.json(result, { status: result.alreadyOnList ? 200 : 201 });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
