import { connection } from "next/server";
import { JobsList } from "@/components/jobs/jobs-list";
import { readJobsList } from "@/lib/listing-views/public-lists";
import type { SearchParams } from "@/lib/listings/search";

export { metadata } from "@/app/(public)/jobs/page";

/** /jobs with a search, a filter or a page, rewritten here (next.config.mjs): rendered per request from cached results. */
export default async function JobsSearchPage({ searchParams }: { searchParams: SearchParams }) {
  await connection();
  return <JobsList {...await readJobsList(await searchParams)} />;
}
