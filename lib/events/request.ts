// Reads an event from its body (JSON, or multipart with an image file), for the wrapper to validate.
import { eventFieldsFromForm } from "@/lib/events/schema";
import { readListingBody } from "@/lib/listings/request";

export async function readEventForm(request: Request): Promise<Record<string, unknown>> {
  const { fields, image } = await readListingBody(request);
  return { ...eventFieldsFromForm(fields), imageBytes: image };
}
