// An Open Graph image's alt text in the page's language. Next takes a per-language alt only from
// generateImageMetadata (a static `alt` export is one text for every language), so a page's image is one version
// ("card", served at …/opengraph-image/card) whose alt is ogImages.<key>. The picture itself stays English: its font
// (Geist, lib/og/image.tsx) has no Devanagari.
import { createTranslator } from "next-intl";
import { catalog } from "@/lib/i18n/catalog";
import { ogSize } from "@/lib/og/image";

/** What generateImageMetadata receives: the segment's params, synchronous in Next 16 (a promise is read the same). */
export type OgImageParams = { locale: string } | Promise<{ locale: string }>;

export type OgAltKey =
  | "home"
  | "about"
  | "contact"
  | "developers"
  | "developersGroup"
  | "gigs"
  | "jobs"
  | "privacyPolicy"
  | "refundAndCancellation"
  | "services"
  | "solutions"
  | "team"
  | "termsOfUse";

/** The image's one version, its alt text in the page's language (`values` fill its placeholders: `{group}`). */
export async function ogImageMetadata(params: OgImageParams, key: OgAltKey, values?: Record<string, string>) {
  const { locale } = await params;
  // Not getTranslations: Next calls this while it lists the image's versions at build time, outside a request.
  const t = createTranslator({ locale, messages: await catalog(locale), namespace: "ogImages" });
  return [{ id: "card", alt: t(key, values), size: ogSize, contentType: "image/png" }];
}
