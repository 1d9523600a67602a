import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { createEvent } from "@/lib/events/mutations";
import { listEvents } from "@/lib/events/queries";
import { eventUpload, readEventForm } from "@/lib/events/request";
import { eventListQuery } from "@/lib/events/schema";
import { limitRate } from "@/lib/rate-limit/rules";

export const GET = apiHandler({ query: eventListQuery }, async ({ query }) => listEvents(query));

export const POST = apiHandler(
  { auth: "member", read: readEventForm, body: eventUpload },
  async ({ user, body: { imageBytes, ...input } }) => {
    await limitRate(["listingsByUser", user.id]);
    if (imageBytes) await limitRate(["imageUploadsByUser", user.id]);
    const event = await createEvent(user, input, imageBytes);
    return NextResponse.json({ success: true, event }, { status: 201 });
  },
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
