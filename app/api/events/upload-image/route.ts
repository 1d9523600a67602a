import { apiHandler } from "@/lib/api/handler";
import { ApiError } from "@/lib/errors";
import { logFailure } from "@/lib/log";
import { imageUrl, pruneOrphanImages, storeImage } from "@/lib/images/store";
import { limitRate } from "@/lib/rate-limit/rules";
import { readListingBody } from "@/lib/listings/request";
import { otherMethods } from "@/lib/api/method-not-allowed";

/**
 * Stores an image for an event (attach it with the event's `image` field); 30 uploads a member an hour.
 * Each upload also sweeps the uploads nobody attached within a day (one indexed statement).
 */
export const POST = apiHandler(
  { tag: "Events", summary: "Upload a listing image; answers its URL", status: 201, auth: "member" },
  async ({ request, user }) => {
    await limitRate(["imageUploadsByUser", user.id]);
    const { image } = await readListingBody(request, ["image"]);
    if (!image)
      throw new ApiError("validation_failed", "Please choose an image.", {
        image: "Please choose an image.",
      });
    const id = await storeImage(image);
    await pruneOrphanImages().catch((error) => logFailure("image_sweep_failed", error));
    return { success: true, url: imageUrl(id) };
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
