// Reads a gig from its body (JSON, or multipart with an image file), for the wrapper to validate.
import { z } from "zod";
import { gigInput } from "@/lib/gigs/schema";
import { readListingBody } from "@/lib/listings/request";

export async function readGigForm(request: Request): Promise<Record<string, unknown>> {
  const { fields, image } = await readListingBody(request);
  return { ...fields, imageBytes: image };
}

/** A gig as submitted: its fields and the image file's bytes, if one was sent. */
export const gigUpload = gigInput.extend({ imageBytes: z.custom<Uint8Array | null>() });
