export { contentType, default, size } from "@/app/[locale]/(public)/gigs/opengraph-image";
import { generateImageMetadata as imageMetadata } from "@/app/[locale]/(public)/gigs/opengraph-image";
import { englishImageMetadata } from "@/lib/i18n/english-routes";

export const generateImageMetadata = englishImageMetadata(imageMetadata);
