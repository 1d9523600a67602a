// Reads an event from its body (JSON, or multipart with an image file), for the wrapper to validate.
import { z } from "zod";
import { eventFieldsFromForm, eventInput } from "@/lib/events/schema";
import { readListingBody } from "@/lib/listings/request";

export async function readEventForm(request: Request): Promise<Record<string, unknown>> {
  const { fields, image } = await readListingBody(request);
  return { ...eventFieldsFromForm(fields), imageBytes: image };
}

/** An event as submitted: its fields and the image file's bytes, if one was sent. */
export const eventUpload = eventInput.extend({ imageBytes: z.custom<Uint8Array | null>() });
