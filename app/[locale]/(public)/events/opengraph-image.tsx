import { createTranslator } from "next-intl";
import { catalog } from "@/lib/i18n/catalog";
import { ogImage } from "@/lib/og/image";

export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

/** The one image, its alt text in the page's language (the picture is drawn in English: its font has no Devanagari). */
export async function generateImageMetadata({
  params,
}: {
  // Synchronous in Next 16 (a promise in a later version would be read the same).
  params: { locale: string } | Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  const t = createTranslator({ locale, messages: await catalog(locale), namespace: "events.meta" });
  return [{ id: "card", alt: t("ogAlt"), size, contentType }];
}

export default async function Image() {
  return ogImage({
    eyebrow: "Events & hackathons",
    title: "Web3 and AI events and hackathons in India",
    subtitle: "Hackathons, workshops, meetups and conferences, in your city and online.",
  });
}
