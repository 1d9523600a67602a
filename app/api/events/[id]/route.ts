import { apiHandler } from "@/lib/api/handler";
import { notFound } from "@/lib/errors";
import { updateEvent } from "@/lib/events/mutations";
import { getEvent } from "@/lib/events/queries";
import { eventFieldsFromForm, eventInput } from "@/lib/events/schema";
import { limitRate } from "@/lib/rate-limit/rules";
import { deleteListing, moderateListing } from "@/lib/listings/moderation";
import { readListingChange } from "@/lib/listings/request";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const GET = apiHandler(
  {
    tag: "Events",
    summary: "One event (one not yet approved: its poster and admins only)",
    auth: "optional",
  },
  async ({ params, user }) => {
    const event = await getEvent(params.id!, user);
    if (!event) throw notFound("Event not found");
    return { event };
  },
);

/**
 * The owner edits a pending event (multipart with an optional image file, or an `image` URL from
 * upload-image); an admin approves or rejects it.
 */
export const PUT = apiHandler(
  {
    tag: "Events",
    summary: "Edit an event (poster, as a job; admin), or approve or reject it (admin)",
    auth: "member",
  },
  async ({ request, params, user }) => {
    const change = await readListingChange(request, user, eventInput, eventFieldsFromForm);
    if (change.decision) {
      await moderateListing("event", params.id!, user, change.decision);
      return { success: true, event: await getEvent(params.id!, user) };
    }
    const { input, image } = change;
    if (image) await limitRate(["imageUploadsByUser", user.id]);
    const event = await updateEvent(user, params.id!, input, image);
    return { success: true, event };
  },
);

export const DELETE = apiHandler(
  { tag: "Events", summary: "Delete an event (poster or admin)", auth: "member" },
  async ({ params, user }) => {
    await deleteListing("event", params.id!, user);
    return { success: true, message: "Event deleted" };
  },
);

export const { POST, PATCH } = otherMethods("GET", "PUT", "DELETE");
