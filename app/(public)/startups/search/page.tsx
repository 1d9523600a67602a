import type { Metadata } from "next";
import { connection } from "next/server";
import { metadata } from "@/app/(public)/startups/page";
import { StartupsList } from "@/components/startups/startups-list";
import { filteredListMetadata } from "@/components/listings/page-metadata";
import { readStartupsList, readListTitle } from "@/lib/listing-views/public-lists";
import type { SearchParams } from "@/lib/listings/search";

/** A filtered view's own title and canonical URL; a search or a page keeps the list's. */
export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  return filteredListMetadata(metadata, readListTitle("startups", await searchParams));
}

/** /startups with a search, a filter or a page, rewritten here (next.config.mjs): rendered per request from cached results. */
export default async function StartupsSearchPage({ searchParams }: { searchParams: SearchParams }) {
  await connection();
  return <StartupsList {...await readStartupsList(await searchParams)} />;
}
