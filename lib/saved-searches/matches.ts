// A saved search's new matches: the listings of its kind its list would show, approved in (since, until], latest
// approval first, up to `take`. Read with the lists' own queries (lib/<kind>/queries.ts), never a second filter.
import { env } from "@/lib/env";
import { listEventsApprovedSince } from "@/lib/events/queries";
import { listGigsApprovedSince } from "@/lib/gigs/queries";
import { gigFilterFields } from "@/lib/gigs/schema";
import { listJobsApprovedSince } from "@/lib/jobs/queries";
import { chosenEvents, chosenJobs } from "@/lib/listing-views/public-lists";
import { readFilters } from "@/lib/listings/filter-fields";
import { readQuery } from "@/lib/listings/search";
import type { SavedSearchKind } from "@/lib/saved-searches/schema";
import { paramsOf } from "@/lib/saved-searches/search-view";
import { listStartupsApprovedSince } from "@/lib/startups/queries";
import { startupFilterFields } from "@/lib/startups/schema";

/** One listing in a digest: its name, a line about it and its absolute URL. */
export type Match = { title: string; note: string; url: string };

export type MatchWindow = { since: Date; until: Date; take: number };

const urlOf = (path: string) => new URL(path, env.SITE_URL).toString();

export async function newMatches(
  kind: SavedSearchKind,
  query: string,
  window: MatchWindow,
): Promise<Match[]> {
  const params = paramsOf(query);
  const search = readQuery(params) || undefined;
  const { since, until, take } = window;
  const paging = { page: 1, limit: take, search };
  if (kind === "job") {
    const { type, chosen } = chosenJobs(params);
    const query = { ...paging, location: undefined, ...chosen, type: type || undefined };
    const jobs = await listJobsApprovedSince(query, since, until, take);
    return jobs.map((j) => ({
      title: j.title,
      note: `${j.company} · ${j.location}`,
      url: urlOf(`/job/${j.id}`),
    }));
  }
  if (kind === "event") {
    const { type, filters } = chosenEvents(params);
    const events = await listEventsApprovedSince(
      { ...paging, type, location: undefined, ...filters },
      since,
      until,
      take,
    );
    return events.map((e) => ({ title: e.title, note: e.location, url: urlOf(`/event/${e.id}`) }));
  }
  if (kind === "gig") {
    const gigs = await listGigsApprovedSince(
      { search, ...readFilters(gigFilterFields, params) },
      since,
      until,
      take,
    );
    return gigs.map((g) => ({ title: g.title, note: g.company, url: urlOf(`/gig/${g.id}`) }));
  }
  const startups = await listStartupsApprovedSince(
    { search, ...readFilters(startupFilterFields, params) },
    since,
    until,
    take,
  );
  return startups.map((s) => ({
    title: s.name,
    note: `${s.industry} · ${s.location}`,
    url: urlOf(`/startups?q=${encodeURIComponent(s.name)}`),
  }));
}
