// Reads a startup from its body (JSON, or multipart with a logo file), for the wrapper to validate.
import { z } from "zod";
import { readListingBody } from "@/lib/listings/request";
import { startupInput } from "@/lib/startups/schema";

export async function readStartupForm(request: Request): Promise<Record<string, unknown>> {
  const { fields, image } = await readListingBody(request);
  return { ...fields, imageBytes: image };
}

/** A startup as submitted: its fields and the logo file's bytes, if one was sent. */
export const startupUpload = startupInput.extend({ imageBytes: z.custom<Uint8Array | null>() });
