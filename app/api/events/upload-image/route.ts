import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { ApiError } from "@/lib/api/errors";
import { imageUrl, storeImage } from "@/lib/images/store";
import { readListingBody } from "@/lib/listings/request";

export const POST = apiHandler({ auth: "member" }, async ({ request }) => {
  const { image } = await readListingBody(request, ["image"]);
  if (!image)
    throw new ApiError("validation_failed", "Please choose an image.", { image: "Please choose an image." });
  const id = await storeImage(image);
  return NextResponse.json({ success: true, url: imageUrl(id) }, { status: 201 });
});
