import { connection } from "next/server";
import { StartupsList } from "@/components/startups/startups-list";
import { readStartupsList } from "@/lib/listing-views/public-lists";
import type { SearchParams } from "@/lib/listings/search";

export { metadata } from "@/app/(public)/startups/page";

/** /startups with a search, a filter or a page, rewritten here (next.config.mjs): rendered per request from cached results. */
export default async function StartupsSearchPage({ searchParams }: { searchParams: SearchParams }) {
  await connection();
  return <StartupsList {...await readStartupsList(await searchParams)} />;
}
