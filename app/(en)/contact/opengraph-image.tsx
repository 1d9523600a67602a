export { contentType, default, size } from "@/app/[locale]/(public)/contact/opengraph-image";
import { generateImageMetadata as imageMetadata } from "@/app/[locale]/(public)/contact/opengraph-image";
import { englishImageMetadata } from "@/lib/i18n/english-routes";

export const generateImageMetadata = englishImageMetadata(imageMetadata);
