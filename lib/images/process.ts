// Takes only real images, judged by their bytes, and re-encodes them: metadata stripped, longest side at
// most 1920 px, WebP. The pixel limit stops decompression bombs before they are decoded.
import sharp from "sharp";
import { ApiError } from "@/lib/errors";

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 40_000_000; // e.g. 8000 x 5000
export const MAX_IMAGE_SIDE = 1920;

const accepted = new Set(["jpeg", "png", "gif", "webp"]);

export type ProcessedImage = { data: Buffer; mimeType: "image/webp"; width: number; height: number };

/** A refusal of the image, its message also on the image field. */
const refuse = (code: "unsupported_media_type" | "payload_too_large", message: string) =>
  new ApiError(code, message, { image: message });
const invalid = () => refuse("unsupported_media_type", "Please upload a PNG, JPG, GIF or WebP image.");

/** An image over MAX_IMAGE_BYTES: 413. */
export const imageTooLarge = () => refuse("payload_too_large", "Images can be at most 5MB.");

export async function processImage(bytes: Uint8Array): Promise<ProcessedImage> {
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw imageTooLarge();
  let format: string | undefined;
  let width = 0;
  let height = 0;
  try {
    // Reading the header decodes nothing; the pixel count is checked before any decoding.
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    format = meta.format;
    width = meta.width ?? 0;
    height = meta.pageHeight ?? meta.height ?? 0;
  } catch {
    throw invalid();
  }
  if (!format || !accepted.has(format)) throw invalid();
  if (width * height > MAX_IMAGE_PIXELS) {
    throw refuse("payload_too_large", "That image has too many pixels.");
  }
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, mimeType: "image/webp", width: info.width, height: info.height };
  } catch {
    throw invalid();
  }
}
