// Serves a stored image from a stable URL: an image never changes, so it may be cached for a year.
import { apiHandler } from "@/lib/api/handler";
import { notFound } from "@/lib/errors";
import { getImage } from "@/lib/images/store";
import { isListingId } from "@/lib/listings/ids";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const GET = apiHandler(
  { tag: "Content", summary: "A stored image (WebP, cached for a year)", produces: "image/webp" },
  async ({ params }) => {
    const image = isListingId(params.id) ? await getImage(params.id!) : null;
    if (!image) throw notFound("Image not found");
    return new Response(new Uint8Array(image.data), {
      headers: {
        "Content-Type": image.mimeType,
        "Content-Length": String(image.data.byteLength),
        "Cache-Control": "public, max-age=31536000, immutable",
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": "default-src 'none'; sandbox",
      },
    });
  },
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
