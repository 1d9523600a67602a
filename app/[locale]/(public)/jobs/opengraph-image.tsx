import { ogImageMetadata, type OgImageParams } from "@/lib/og/alt";
import { ogImage } from "@/lib/og/image";

export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

/** Its alt text in the page's language (lib/og/alt.ts); the picture stays English. */
export async function generateImageMetadata({ params }: { params: OgImageParams }) {
  return ogImageMetadata(params, "jobs");
}

export default async function Image() {
  return ogImage({
    eyebrow: "Jobs & internships",
    title: "Web3 and AI jobs and internships in India",
    subtitle: "Hand-reviewed roles in Bengaluru, Mumbai, Hyderabad, Pune, Delhi NCR and remote.",
  });
}
