// Reads an event from its body (JSON, or multipart with an image file), for the wrapper to validate.
import { eventFieldsFromForm, eventInput } from "@/lib/events/schema";
import { readListingBody } from "@/lib/listings/request";
import { uploadedFile } from "@/lib/validation/file";

export async function readEventForm(request: Request): Promise<Record<string, unknown>> {
  const { fields, image } = await readListingBody(request);
  return { ...eventFieldsFromForm(fields), imageBytes: image };
}

/** An event as submitted: its fields and the image file's bytes, if one was sent. */
export const eventUpload = eventInput.extend({
  imageBytes: uploadedFile<Uint8Array | null>("image", "An image file (JPEG, PNG or WebP, at most 5 MB), or the URL an image upload answered"),
});
