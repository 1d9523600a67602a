// The home page's image, its alt text in the page's language (lib/og/alt.ts).
import { ogImageMetadata, type OgImageParams } from "@/lib/og/alt";

export { contentType, default, size } from "../../opengraph-image";

export async function generateImageMetadata({ params }: { params: OgImageParams }) {
  return ogImageMetadata(params, "home");
}
