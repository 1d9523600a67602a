import type { Metadata } from "next";
import { useLocale, useTranslations } from "#i18n";
import { getTranslations } from "next-intl/server";
import { DetailState } from "@/components/ui/detail-state";
import { localizedPath } from "@/lib/i18n/locales";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("profiles");
  return { title: t("notFoundTitle"), robots: { index: false } };
}

/** A username that names no one, or a profile its member keeps hidden: the same page, so neither is told apart. */
export default function ProfileNotFound() {
  const t = useTranslations("profiles");
  const locale = useLocale();
  return (
    <DetailState
      title={t("notFoundTitle")}
      description={t("notFoundText")}
      back={{ href: localizedPath(locale, "/leaderboard"), label: t("seeLeaderboard") }}
    />
  );
}
