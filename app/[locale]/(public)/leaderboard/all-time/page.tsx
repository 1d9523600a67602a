import type { Metadata } from "next";
import { LeaderboardView } from "@/components/profiles/leaderboard-view";
import { readLeaderboard } from "@/lib/profiles/leaderboard";
import { pageMetadata } from "@/lib/site/metadata";
import { readForCachedPage } from "@/lib/site/page-read";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export const metadata: Metadata = pageMetadata({
  title: "Leaderboard: top builders of all time",
  description: "The Builders Hub members who earned the most coins since they joined.",
  path: "/leaderboard/all-time",
});

/** Cached, rendered anew every five minutes. */
export const revalidate = 300;

export default async function AllTimeLeaderboardPage({ params }: LocaleParams = {}) {
  await pageLocale(params);
  const board = await readForCachedPage("leaderboard", () => readLeaderboard("all"));
  return <LeaderboardView board={board} period="all" />;
}
