import { ogImageMetadata, type OgImageParams } from "@/lib/og/alt";
import { ogImage } from "@/lib/og/image";

export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

/** Its alt text in the page's language (lib/og/alt.ts); the picture stays English. */
export async function generateImageMetadata({ params }: { params: OgImageParams }) {
  return ogImageMetadata(params, "gigs");
}

export default async function Image() {
  return ogImage({ eyebrow: "Freelance gigs", title: "Paid gigs for builders, with budgets in rupees" });
}
