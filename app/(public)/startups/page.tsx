import type { Metadata } from "next";
import { pageMetadata } from "@/lib/site/metadata";
import { StartupsList } from "@/components/startups/startups-list";

export const metadata: Metadata = pageMetadata({
  title: "Startups and investors",
  description:
    "Discover Indian startups building with Web3 and AI, from DeFi savings circles to voice agents in eleven languages, and list your own.",
  path: "/startups",
});

/** The default view, cached: rendered anew when a listing of this kind changes (lib/listings/refresh.ts) or each minute. */
export const revalidate = 60;

export default function StartupsPage() {
  return <StartupsList params={{}} />;
}
