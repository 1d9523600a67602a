import { apiHandler } from "@/lib/api/handler";
import { cappedPage } from "@/lib/openapi/contract";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { createEvent } from "@/lib/events/mutations";
import { listEvents } from "@/lib/events/queries";
import { readEventForm } from "@/lib/events/request";
import { eventListQuery, eventUpload } from "@/lib/events/schema";
import { limitRate } from "@/lib/rate-limit/rules";

export const GET = apiHandler(
  {
    tag: "Events",
    summary:
      "Approved events still to come, soonest first, then undated ones (or past ones, latest first); paged, searchable and filtered by type, city or Online and dates",
    returns: cappedPage("events"),
    query: eventListQuery,
  },
  async ({ query }) => listEvents(query),
);

export const POST = apiHandler(
  {
    tag: "Events",
    summary: "Submit an event with an optional poster (pending)",
    status: 201,
    auth: "member",
    read: readEventForm,
    body: eventUpload,
  },
  async ({ user, body: { imageBytes, ...input } }) => {
    await limitRate(["listingsByUser", user.id]);
    if (imageBytes) await limitRate(["imageUploadsByUser", user.id]);
    const event = await createEvent(user, input, imageBytes);
    return { success: true, event };
  },
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
