import type { Metadata } from "next";
import { LeaderboardView } from "@/components/profiles/leaderboard-view";
import { readLeaderboard } from "@/lib/profiles/leaderboard";
import { pageMetadata } from "@/lib/site/metadata";
import { readForCachedPage } from "@/lib/site/page-read";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export const metadata: Metadata = pageMetadata({
  title: "Leaderboard: top builders this month",
  description:
    "The Builders Hub members who earned the most coins this month, by shipping listings, inviting friends and showing up.",
  path: "/leaderboard",
});

/** Cached, rendered anew every five minutes (a new IST month shows within five minutes of midnight). */
export const revalidate = 300;

export default async function LeaderboardPage({ params }: LocaleParams = {}) {
  await pageLocale(params);
  const board = await readForCachedPage("leaderboard", () => readLeaderboard("month"));
  return <LeaderboardView board={board} period="month" />;
}
