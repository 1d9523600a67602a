// A listing's image: a file sent with the form, or the URL of an image stored by upload-image. Events,
// startups and gigs share it (server only: it processes and stores images).
import { ApiError } from "@/lib/errors";
import { processImage } from "@/lib/images/process";
import { imageAttachable } from "@/lib/images/store";
import { imageIdOf } from "@/lib/listings/image-url";
import { formMessages } from "@/lib/validation/messages";

type ImageData = {
  data: Uint8Array<ArrayBuffer>;
  mimeType: string;
  width: number;
  height: number;
  byteSize: number;
};

/** What a listing's image becomes: a new upload, a stored image named by its URL, or unchanged (null). */
export type ImageChoice = { create: ImageData } | { connect: { id: string } } | null;

const invalidImageUrl = () =>
  new ApiError("validation_failed", formMessages.validUrl, { image: formMessages.validUrl });

/** The uploaded file wins; else the `image` URL, which must name an image stored by upload-image
 * (in the last day) or one a listing uses. */
export async function chooseImage(url: string | undefined, file: Uint8Array | null): Promise<ImageChoice> {
  if (file) {
    const processed = await processImage(file);
    return {
      create: {
        data: new Uint8Array(processed.data),
        mimeType: processed.mimeType,
        width: processed.width,
        height: processed.height,
        byteSize: processed.data.byteLength,
      },
    };
  }
  if (!url) return null;
  const id = imageIdOf(url);
  if (!(await imageAttachable(id))) throw invalidImageUrl();
  return { connect: { id } };
}
