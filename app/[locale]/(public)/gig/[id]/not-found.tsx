import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { DetailState } from "@/components/ui/detail-state";
import { localizedPath } from "@/lib/i18n/locales";

/** Its title and noindex when it answers 404 (lib/site/missing-listing.ts), as the page's own metadata would say. */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("gigs.notFound");
  return { title: t("title"), robots: { index: false } };
}

export default async function GigNotFound() {
  const t = await getTranslations("gigs.notFound");
  return (
    <DetailState
      title={t("title")}
      description={t("description")}
      back={{ href: localizedPath(await getLocale(), "/gigs"), label: t("back") }}
    />
  );
}
