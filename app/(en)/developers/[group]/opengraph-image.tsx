export {
  contentType,
  default,
  generateStaticParams,
  size,
} from "@/app/[locale]/(public)/developers/[group]/opengraph-image";
import { generateImageMetadata as imageMetadata } from "@/app/[locale]/(public)/developers/[group]/opengraph-image";
import { defaultLocale } from "@/lib/i18n/locales";

/** In English: the group from the address, the language fixed (lib/i18n/english-routes.tsx does it for pages). */
export async function generateImageMetadata({
  params,
}: {
  params: { group: string } | Promise<{ group: string }>;
}) {
  return imageMetadata({ params: { ...(await params), locale: defaultLocale } });
}
