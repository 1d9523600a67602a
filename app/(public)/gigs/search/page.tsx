import { connection } from "next/server";
import { GigsList } from "@/components/gigs/gigs-list";
import { readGigsList } from "@/lib/listing-views/public-lists";
import type { SearchParams } from "@/lib/listings/search";

export { metadata } from "@/app/(public)/gigs/page";

/** /gigs with a search, a filter or a page, rewritten here (next.config.mjs): rendered per request from cached results. */
export default async function GigsSearchPage({ searchParams }: { searchParams: SearchParams }) {
  await connection();
  return <GigsList {...await readGigsList(await searchParams)} />;
}
