// The browser's recompression of large images before upload.

export const COMPRESS_ABOVE_BYTES = 1024 * 1024;
export const TARGET_BYTES = 1023 * 1024;
export const MAX_SIDE = 1920;

/** Longest side at most `max`, keeping the aspect ratio. */
export function fitWithin(width: number, height: number, max = MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** Quality from 0.9 down by 0.1 to 0.1, until the encoding fits; the smallest try when none does. */
export async function encodeUnder(
  encode: (quality: number) => Promise<Blob>,
  target = TARGET_BYTES,
): Promise<Blob> {
  let last: Blob | null = null;
  for (let step = 9; step >= 1; step--) {
    last = await encode(step / 10);
    if (last.size <= target) return last;
  }
  return last!;
}

/** Recompresses `file` when it is over 1024 KB; answers the file to upload. Browser only. */
export async function compressImage(file: File): Promise<{ file: File; compressed: boolean }> {
  if (file.size <= COMPRESS_ABOVE_BYTES) return { file, compressed: false };
  const bitmap = await createImageBitmap(file);
  const { width, height } = fitWithin(bitmap.width, bitmap.height);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("Canvas is not available");
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await encodeUnder(
    (quality) =>
      new Promise<Blob>((resolve, reject) =>
        canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("Encoding failed"))), "image/jpeg", quality),
      ),
  );
  const name = file.name.replace(/\.[^.]+$/, "") + ".jpg";
  return { file: new File([blob], name, { type: "image/jpeg" }), compressed: true };
}
