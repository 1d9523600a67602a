// The public lists (/jobs, /events, /gigs, /startups): their query results, cached for a minute and expired at once
// when a listing of their kind changes (lib/listings/refresh.ts), and each page's read of them from its URL. The
// cached default views (no params) and the per-request /search routes read through the same functions; /gigs and
// /startups read the same page function as their GET /api route.
import { unstable_cache } from "next/cache";
import { listEvents, type EventList } from "@/lib/events/queries";
import { listGigPage } from "@/lib/gigs/queries";
import { listJobs, type JobList } from "@/lib/jobs/queries";
import { jobKinds } from "@/lib/jobs/schema";
import { listingTag } from "@/lib/listings/cache-tags";
import type { ListQuery } from "@/lib/listings/schema";
import { readQuery, type QueryParams } from "@/lib/listings/search";
import { readForCachedPage } from "@/lib/site/page-read";
import { pageOf } from "@/lib/site/query";
import { listStartupPage } from "@/lib/startups/queries";

/**
 * A minute: jobs or events that just ended, and (without a shared store, REDIS_URL) a change made through another
 * server instance, show within it. A change expires its kind at once: on every instance with the shared store.
 */
const LIST_CACHE_SECONDS = 60;

export const JOBS_PAGE_SIZE = 10;
export const EVENTS_PAGE_SIZE = 12;
/** /gigs and /startups show every match on one page (up to this many; the count says how many in all). */
const ONE_PAGE_LIMIT = 1_000;

type PageQuery = { page: number; limit: number; search?: string };

const cachedJobs = unstable_cache((query: ListQuery) => listJobs(query), ["list:jobs"], {
  tags: [listingTag.job],
  revalidate: LIST_CACHE_SECONDS,
});

const cachedEvents = unstable_cache((query: ListQuery) => listEvents(query), ["list:events"], {
  tags: [listingTag.event],
  revalidate: LIST_CACHE_SECONDS,
});

const cachedGigs = unstable_cache((query: PageQuery) => listGigPage(query), ["list:gig-page"], {
  tags: [listingTag.gig],
  revalidate: LIST_CACHE_SECONDS,
});

const cachedStartups = unstable_cache((query: PageQuery) => listStartupPage(query), ["list:startup-page"], {
  tags: [listingTag.startup],
  revalidate: LIST_CACHE_SECONDS,
});

/** A list page's read: its search text, and the result (null when it failed; the page shows its error state). */
export type ListView<Result> = { query: string; result: Result | null };

/** /jobs: ?q, ?type (a kind: Job, Internship) and ?page. */
export async function readJobsList(params: QueryParams): Promise<ListView<JobList> & { type: string }> {
  const query = readQuery(params);
  const asked = readQuery(params, "type");
  const type = jobKinds.some((k) => k === asked) ? asked : "";
  const result = await readForCachedPage("jobs", () =>
    cachedJobs({
      page: pageOf(params),
      limit: JOBS_PAGE_SIZE,
      search: query || undefined,
      type: type || undefined,
      location: undefined,
    }),
  );
  return { query, type, result };
}

/** /events: ?q and ?page. */
export async function readEventsList(params: QueryParams): Promise<ListView<EventList>> {
  const query = readQuery(params);
  const result = await readForCachedPage("events", () =>
    cachedEvents({
      page: pageOf(params),
      limit: EVENTS_PAGE_SIZE,
      search: query || undefined,
      type: undefined,
      location: undefined,
    }),
  );
  return { query, result };
}

/** /gigs and /startups: ?q, every match on one page. */
async function readOnePage<Result>(
  label: string,
  read: (query: PageQuery) => Promise<Result>,
  params: QueryParams,
): Promise<ListView<Result>> {
  const query = readQuery(params);
  const result = await readForCachedPage(label, () =>
    read({ page: 1, limit: ONE_PAGE_LIMIT, search: query || undefined }),
  );
  return { query, result };
}

export const readGigsList = (params: QueryParams) => readOnePage("gigs", cachedGigs, params);

export const readStartupsList = (params: QueryParams) => readOnePage("startups", cachedStartups, params);
