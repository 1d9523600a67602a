import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LeaderboardView } from "@/components/profiles/leaderboard-view";
import { readLeaderboard } from "@/lib/profiles/leaderboard";
import { pageMetadata } from "@/lib/site/metadata";
import { readForCachedPage } from "@/lib/site/page-read";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "leaderboard" });
  return pageMetadata({
    title: t("allTimeMetaTitle"),
    description: t("allTimeMetaDescription"),
    path: "/leaderboard/all-time",
    locale,
  });
}

/** Cached, rendered anew every five minutes. */
export const revalidate = 300;

export default async function AllTimeLeaderboardPage({ params }: LocaleParams = {}) {
  await pageLocale(params);
  const board = await readForCachedPage("leaderboard", () => readLeaderboard("all"));
  return <LeaderboardView board={board} period="all" />;
}
