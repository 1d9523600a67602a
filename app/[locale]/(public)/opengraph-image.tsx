// The home page's own image: a page's metadata replaces the parent's openGraph (images included), so the
// site-wide app/opengraph-image.tsx does not reach "/" (served here as /opengraph-image-<hash>). The same image,
// its alt text in the page's language (lib/og/alt.ts).
import { ogImageMetadata, type OgImageParams } from "@/lib/og/alt";

export { contentType, default, size } from "../../opengraph-image";

export async function generateImageMetadata({ params }: { params: OgImageParams }) {
  return ogImageMetadata(params, "home");
}
