import type { Metadata } from "next";
import { LeaderboardView } from "@/components/profiles/leaderboard-view";
import { readLeaderboard } from "@/lib/profiles/leaderboard";
import { pageMetadata } from "@/lib/site/metadata";
import { readForCachedPage } from "@/lib/site/page-read";

export const metadata: Metadata = pageMetadata({
  title: "Leaderboard: top builders of all time",
  description: "The Builders Hub members who earned the most coins since they joined.",
  path: "/leaderboard/all-time",
});

/** Cached, rendered anew every five minutes. */
export const revalidate = 300;

export default async function AllTimeLeaderboardPage() {
  const board = await readForCachedPage("leaderboard", () => readLeaderboard("all"));
  return <LeaderboardView board={board} period="all" />;
}
