import { connection } from "next/server";
import { EventsList } from "@/components/events/events-list";
import { readEventsList } from "@/lib/listing-views/public-lists";
import type { SearchParams } from "@/lib/listings/search";

export { metadata } from "@/app/(public)/events/page";

/** /events with a search, a filter or a page, rewritten here (next.config.mjs): rendered per request from cached results. */
export default async function EventsSearchPage({ searchParams }: { searchParams: SearchParams }) {
  await connection();
  return <EventsList {...await readEventsList(await searchParams)} />;
}
