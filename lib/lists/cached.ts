// The public lists' query results, cached for an hour and expired at once when a listing of their kind changes
// (lib/listings/refresh.ts). Both the cached default views and the per-request searches read through these.
import { unstable_cache } from "next/cache";
import { listEvents } from "@/lib/events/queries";
import { listGigs } from "@/lib/gigs/queries";
import { listJobs } from "@/lib/jobs/queries";
import { listingTag } from "@/lib/listings/cache-tags";
import type { ListQuery } from "@/lib/listings/fields";
import { listStartups } from "@/lib/startups/queries";

/**
 * A minute: a change made through another server instance (whose tag expiry stays in that process), and jobs or
 * events that just ended, show within it. The instance that made a change expires its kind at once.
 */
const LIST_CACHE_SECONDS = 60;

export const cachedJobs = unstable_cache((query: ListQuery) => listJobs(query), ["list:jobs"], {
  tags: [listingTag.job],
  revalidate: LIST_CACHE_SECONDS,
});

export const cachedEvents = unstable_cache((query: ListQuery) => listEvents(query), ["list:events"], {
  tags: [listingTag.event],
  revalidate: LIST_CACHE_SECONDS,
});

export const cachedGigs = unstable_cache((search: string) => listGigs(search), ["list:gigs"], {
  tags: [listingTag.gig],
  revalidate: LIST_CACHE_SECONDS,
});

export const cachedStartups = unstable_cache((search: string) => listStartups(search), ["list:startups"], {
  tags: [listingTag.startup],
  revalidate: LIST_CACHE_SECONDS,
});
