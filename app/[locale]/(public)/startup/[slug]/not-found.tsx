import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { DetailState } from "@/components/ui/detail-state";
import { localizedPath } from "@/lib/i18n/locales";

/** Its title and noindex when it answers 404 (lib/startups/page-request.ts), as the page's own metadata would say. */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("startups.notFound");
  return { title: t("title"), robots: { index: false } };
}

export default async function StartupNotFound() {
  const [t, locale] = await Promise.all([getTranslations("startups"), getLocale()]);
  return (
    <DetailState
      title={t("notFound.title")}
      description={t("notFound.description")}
      back={{ href: localizedPath(locale, "/startups"), label: t("back") }}
    />
  );
}
