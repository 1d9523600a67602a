import { apiHandler } from "@/lib/api/handler";
import { notFound } from "@/lib/api/errors";
import { updateEvent } from "@/lib/events/mutations";
import { getEvent } from "@/lib/events/queries";
import { eventFieldsFromForm, eventInput } from "@/lib/events/schema";
import { limitImageUploads } from "@/lib/listings/limits";
import { deleteListing, moderateListing } from "@/lib/listings/moderation";
import { moderationIntent, readListingBody } from "@/lib/listings/request";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const GET = apiHandler({ auth: "optional" }, async ({ params, user }) => {
  const event = await getEvent(params.id!, user);
  if (!event) throw notFound("Event not found");
  return { event };
});

/**
 * The owner edits a pending event (multipart with an optional image file, or an `image` URL from
 * upload-image); an admin approves or rejects it.
 */
export const PUT = apiHandler({ auth: "member" }, async ({ request, params, user }) => {
  const { fields, image } = await readListingBody(request);
  const decision = moderationIntent(fields, user);
  if (decision) {
    await moderateListing("event", params.id!, user, decision);
    return { success: true, event: await getEvent(params.id!, user) };
  }
  const input = eventInput.parse(eventFieldsFromForm(fields));
  if (image) await limitImageUploads(user.id);
  const event = await updateEvent(user, params.id!, input, image);
  return { success: true, event };
});

export const DELETE = apiHandler({ auth: "member" }, async ({ params, user }) => {
  await deleteListing("event", params.id!, user);
  return { success: true, message: "Event deleted" };
});

export const { POST, PATCH } = otherMethods("GET", "PUT", "DELETE");
