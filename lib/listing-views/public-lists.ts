// The public lists (/jobs, /events, /gigs, /startups): their query results, cached for a minute and expired at once
// when a listing of their kind changes (lib/listings/refresh.ts), and each page's read of them from its URL. The
// cached default views (no params) and the per-request /search routes read through the same functions; /gigs and
// /startups read the same page function as their GET /api route.
import { unstable_cache } from "next/cache";
import { listEvents, type EventList, type EventsQuery } from "@/lib/events/queries";
import { eventFilterFields, eventListQuery } from "@/lib/events/schema";
import { countGigCategories, listGigPage, type GigList, type GigsQuery } from "@/lib/gigs/queries";
import { gigCategories, gigFilterFields } from "@/lib/gigs/schema";
import { listJobs, type JobList, type JobsQuery } from "@/lib/jobs/queries";
import { jobFilterFields, jobKinds } from "@/lib/jobs/schema";
import {
  eventFilterSpecs,
  gigFilterSpecs,
  jobFilterSpecs,
  startupFilterSpecs,
  type FilterOption,
  type FilterSpec,
} from "@/lib/listing-views/filter-specs";
import { canonicalOf, filterBarOf, type FilterBarView } from "@/lib/listing-views/list-filters";
import {
  englishTitleWords,
  eventsTitle,
  gigsTitle,
  jobsTitle,
  startupsTitle,
} from "@/lib/listing-views/list-titles";
import { listWordsIn } from "@/lib/listing-views/list-words";
import { localizedPath } from "@/lib/i18n/locales";
import { listingTag } from "@/lib/listings/cache-tags";
import { readFilters, slugOf } from "@/lib/listings/filter-fields";
import { readQuery, type QueryParams } from "@/lib/listings/search";
import { readForCachedPage } from "@/lib/site/page-read";
import { pageOf } from "@/lib/site/query";
import {
  countStartupFacets,
  listStartupPage,
  type StartupList,
  type StartupsQuery,
} from "@/lib/startups/queries";
import { startupFilterFields } from "@/lib/startups/schema";

/**
 * A minute: jobs or events that just ended, and (without a shared store, REDIS_URL) a change made through another
 * server instance, show within it. A change expires its kind at once: on every instance with the shared store.
 */
const LIST_CACHE_SECONDS = 60;

export const JOBS_PAGE_SIZE = 10;
export const EVENTS_PAGE_SIZE = 12;
/** /gigs and /startups show every match on one page (up to this many; the count says how many in all). */
const ONE_PAGE_LIMIT = 1_000;

const cachedJobs = unstable_cache((query: JobsQuery) => listJobs(query), ["list:jobs"], {
  tags: [listingTag.job],
  revalidate: LIST_CACHE_SECONDS,
});

const cachedEvents = unstable_cache((query: EventsQuery) => listEvents(query), ["list:events"], {
  tags: [listingTag.event],
  revalidate: LIST_CACHE_SECONDS,
});

const cachedGigs = unstable_cache((query: GigsQuery) => listGigPage(query), ["list:gig-page"], {
  tags: [listingTag.gig],
  revalidate: LIST_CACHE_SECONDS,
});

const cachedStartups = unstable_cache(
  (query: StartupsQuery) => listStartupPage(query),
  ["list:startup-page"],
  {
    // A job's change can change a startup's Hiring badge and filter (lib/startups/hiring.ts).
    tags: [listingTag.startup, listingTag.job],
    revalidate: LIST_CACHE_SECONDS,
  },
);

const cachedGigCategories = unstable_cache(() => countGigCategories(), ["list:gig-categories"], {
  tags: [listingTag.gig],
  revalidate: LIST_CACHE_SECONDS,
});

const cachedStartupFacets = unstable_cache(() => countStartupFacets(), ["list:startup-facets"], {
  tags: [listingTag.startup],
  revalidate: LIST_CACHE_SECONDS,
});

/**
 * A list page's read: its search text, the result (null when it failed; the page shows its error state), its
 * filter bar, and for a filtered view its readable title and canonical URL (null for the default view).
 */
export type ListView<Result> = {
  query: string;
  result: Result | null;
  filters: FilterBarView;
  title: string | null;
  canonical: string | null;
};

/** A list view's filter bar, title and canonical URL, in `locale` (its links and canonical under its prefix). */
function viewOf(
  path: string,
  specs: FilterSpec[],
  chosen: Record<string, unknown>,
  query: string,
  title: string | null,
  options?: Record<string, FilterOption[]>,
  locale = "en",
) {
  const filters = filterBarOf(path, specs, chosen, query, options, locale);
  const canonical = title ? canonicalOf(localizedPath(locale, path), filters.params) : null;
  return { filters, title, canonical };
}

/** The jobs' kind (?type: Job, Internship, as written) and filters a URL asks for; bad values left out. */
export function chosenJobs(params: QueryParams) {
  const asked = readQuery(params, "type");
  const type = jobKinds.some((k) => k === asked) ? asked : "";
  return { type, chosen: { ...(type ? { type } : {}), ...readFilters(jobFilterFields, params) } };
}

/** The events' type and filters a URL asks for; bad values left out. */
export function chosenEvents(params: QueryParams) {
  const { type, ...filters } = readFilters({ type: eventListQuery.shape.type, ...eventFilterFields }, params);
  return { type, filters, chosen: { ...(type ? { type } : {}), ...filters } };
}

type ListName = "jobs" | "events" | "gigs" | "startups";

/** A filtered view's readable title and canonical URL (null for the default view): its metadata, in English. */
export function readListTitle(list: ListName, params: QueryParams) {
  return listTitleOf(list, params, listWordsEnglish);
}

/** The same in `locale` (its canonical URL under the language's prefix). */
export async function readListTitleIn(list: ListName, params: QueryParams, locale: string) {
  return listTitleOf(list, params, await listWordsIn(locale), locale);
}

const listWordsEnglish = {
  specs: { job: jobFilterSpecs, event: eventFilterSpecs, gig: gigFilterSpecs, startup: startupFilterSpecs },
  titles: englishTitleWords,
};

function listTitleOf(list: ListName, params: QueryParams, words: typeof listWordsEnglish, locale = "en") {
  const { specs, titles } = words;
  const [kindSpecs, chosen, title] =
    list === "jobs"
      ? [specs.job, chosenJobs(params).chosen, jobsTitle]
      : list === "events"
        ? [specs.event, chosenEvents(params).chosen, eventsTitle]
        : list === "gigs"
          ? [specs.gig, readFilters(gigFilterFields, params), gigsTitle]
          : [specs.startup, readFilters(startupFilterFields, params), startupsTitle];
  const named = (title as (c: typeof chosen, w: typeof titles) => string | null)(chosen, titles);
  return viewOf(`/${list}`, kindSpecs, chosen, "", named, undefined, locale);
}

/** /jobs: ?q, ?type (a kind: Job, Internship), the filters (lib/jobs/schema.ts) and ?page. */
export async function readJobsList(
  params: QueryParams,
  locale = "en",
): Promise<ListView<JobList> & { type: string }> {
  const { specs, titles } = await listWordsIn(locale);
  const query = readQuery(params);
  const { type, chosen } = chosenJobs(params);
  const result = await readForCachedPage("jobs", () =>
    cachedJobs({
      page: pageOf(params),
      limit: JOBS_PAGE_SIZE,
      search: query || undefined,
      location: undefined,
      ...chosen,
      type: type || undefined,
    }),
  );
  const title = jobsTitle(chosen, titles);
  return { query, type, result, ...viewOf("/jobs", specs.job, chosen, query, title, undefined, locale) };
}

/** /events: ?q, the filters (lib/events/schema.ts) and ?page. */
export async function readEventsList(params: QueryParams, locale = "en"): Promise<ListView<EventList>> {
  const { specs, titles } = await listWordsIn(locale);
  const query = readQuery(params);
  const { type, filters, chosen } = chosenEvents(params);
  const result = await readForCachedPage("events", () =>
    cachedEvents({
      page: pageOf(params),
      limit: EVENTS_PAGE_SIZE,
      search: query || undefined,
      type,
      location: undefined,
      ...filters,
    }),
  );
  const title = eventsTitle(chosen, titles);
  return { query, result, ...viewOf("/events", specs.event, chosen, query, title, undefined, locale) };
}

/** /gigs: ?q and the filters (lib/gigs/schema.ts), every match on one page; categories with their counts. */
export async function readGigsList(params: QueryParams, locale = "en"): Promise<ListView<GigList>> {
  const { specs, titles } = await listWordsIn(locale);
  const query = readQuery(params);
  const chosen = readFilters(gigFilterFields, params);
  const [result, counts] = await Promise.all([
    readForCachedPage("gigs", () =>
      cachedGigs({ page: 1, limit: ONE_PAGE_LIMIT, search: query || undefined, ...chosen }),
    ),
    readForCachedPage("gig categories", () => cachedGigCategories()),
  ]);
  const category = gigCategories.map((c) => counted(c, counts?.[c], chipOf(specs.gig, "category")));
  const title = gigsTitle(chosen, titles);
  return { query, result, ...viewOf("/gigs", specs.gig, chosen, query, title, { category }, locale) };
}

/** /startups: ?q and the filters (lib/startups/schema.ts), every match on one page; options with their counts. */
export async function readStartupsList(params: QueryParams, locale = "en"): Promise<ListView<StartupList>> {
  const { specs, titles } = await listWordsIn(locale);
  const query = readQuery(params);
  const chosen = readFilters(startupFilterFields, params);
  const [result, counts] = await Promise.all([
    readForCachedPage("startups", () =>
      cachedStartups({ page: 1, limit: ONE_PAGE_LIMIT, search: query || undefined, ...chosen }),
    ),
    readForCachedPage("startup facets", () => cachedStartupFacets()),
  ]);
  const options = counts && {
    industry: counts.industry.map((c) => ({ value: c.value, label: `${c.value} (${c.count})` })),
    stage: counts.stage.map((c) => counted(c.value, c.count, chipOf(specs.startup, "stage"))),
    city: counts.city.map((c) => counted(c.value, c.count, chipOf(specs.startup, "city"))),
  };
  const title = startupsTitle(chosen, titles);
  return {
    query,
    result,
    ...viewOf("/startups", specs.startup, chosen, query, title, options ?? {}, locale),
  };
}

/** An option written as its slug, labelled (by `label`, in the page's language) with its count when known. */
const counted = (
  value: string,
  count: number | undefined,
  label: (value: string) => string = (v) => v,
): FilterOption => ({
  value: slugOf(value),
  label: count === undefined ? label(value) : `${label(value)} (${count})`,
  count,
});

/** The name of a value of the filter `name` among `specs`, as its chip says it. */
const chipOf = (specs: FilterSpec[], name: string) => (value: string) =>
  specs.find((s) => s.name === name)?.chip(value) ?? value;
