// The browser's recompression of large images before upload.

export const COMPRESS_ABOVE_BYTES = 1024 * 1024;
export const TARGET_BYTES = 1023 * 1024;
export const MAX_SIDE = 1920;

/** Longest side at most `max`, keeping the aspect ratio. */
export function fitWithin(width: number, height: number, max = MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** How far along a recompression is, from 0 to 1. */
export type Progress = (fraction: number) => void;

/** Where each stage of `compressImage` ends: decoding, drawing, then the encoding tries share the rest. */
const DECODED = 0.3;
const DRAWN = 0.4;

/**
 * Quality from 0.9 down by 0.1 to 0.1, until the encoding fits; the smallest try when none does. After each try
 * `progress` is told the share of the 9 tries done (a try that fits finishes it).
 */
export async function encodeUnder(
  encode: (quality: number) => Promise<Blob>,
  target = TARGET_BYTES,
  progress?: Progress,
): Promise<Blob> {
  let last: Blob | null = null;
  for (let step = 9; step >= 1; step--) {
    last = await encode(step / 10);
    if (last.size <= target) break;
    progress?.((10 - step) / 9);
  }
  progress?.(1);
  return last!;
}

/**
 * Recompresses `file` when it is over 1024 KB; answers the file to upload, telling `progress` how far along it is
 * (a large photo takes seconds on a phone). Browser only.
 */
export async function compressImage(
  file: File,
  progress?: Progress,
): Promise<{ file: File; compressed: boolean }> {
  if (file.size <= COMPRESS_ABOVE_BYTES) return { file, compressed: false };
  progress?.(0);
  const bitmap = await createImageBitmap(file);
  progress?.(DECODED);
  const { width, height } = fitWithin(bitmap.width, bitmap.height);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("Canvas is not available");
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  progress?.(DRAWN);
  const blob = await encodeUnder(
    (quality) =>
      new Promise<Blob>((resolve, reject) =>
        canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("Encoding failed"))), "image/jpeg", quality),
      ),
    TARGET_BYTES,
    (done) => progress?.(DRAWN + (1 - DRAWN) * done),
  );
  const name = file.name.replace(/\.[^.]+$/, "") + ".jpg";
  return { file: new File([blob], name, { type: "image/jpeg" }), compressed: true };
}
