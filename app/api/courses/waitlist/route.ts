// POST /api/courses/waitlist {courseId, name, email, skillLevel?} → {success, alreadyOnList, message}.
import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/client-ip";
import { joinWaitlist } from "@/lib/courses/mutations";
import { waitlistInput } from "@/lib/courses/schema";
import { apiLocale } from "@/lib/i18n/api-locale";
import { limitRate } from "@/lib/rate-limit/rules";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const POST = apiHandler(
  {
    tag: "Forms",
    summary: "Join a course's waitlist (200 when already on it)",
    status: 201,
    body: waitlistInput,
    bodyLimit: 8 * 1024,
  },
  async ({ request, body }) => {
    await limitRate(["waitlistByIp", clientIp(request)]);
    // The confirmation mail and the answer in the page's language (a visitor has no stored one).
    const result = await joinWaitlist(body, apiLocale(request));
    return result.alreadyOnList ? NextResponse.json(result) : result;
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
