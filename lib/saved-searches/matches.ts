// The one definition of a saved search's match: a listing its list would show now, read with the list's own query
// (lib/<kind>/queries.ts, the same parsed filters as the page), never a second filter. The reverse index (keys.ts)
// only finds candidates; this confirms them when a listing is approved, and again when an alert names them.
import { env } from "@/lib/env";
import { listEventsAmong } from "@/lib/events/queries";
import { listGigsAmong } from "@/lib/gigs/queries";
import { gigFilterFields } from "@/lib/gigs/schema";
import { listJobsAmong } from "@/lib/jobs/queries";
import { chosenEvents, chosenJobs } from "@/lib/listing-views/public-lists";
import { readFilters } from "@/lib/listings/filter-fields";
import { readQuery } from "@/lib/listings/search";
import type { SavedSearchKind } from "@/lib/saved-searches/schema";
import { paramsOf } from "@/lib/saved-searches/search-view";
import { listStartupsAmong } from "@/lib/startups/queries";
import { startupFilterFields } from "@/lib/startups/schema";

/** One listing an alert names: its id, its name, a line about it and its absolute URL. */
export type Match = { id: string; title: string; note: string; url: string };

const urlOf = (path: string) => new URL(path, env.SITE_URL).toString();

/**
 * Those of `ids` (listings of `kind`) that the list of `kind` with `query` shows at `now`, latest approval first,
 * up to `take`.
 */
export async function listingsAmong(
  kind: SavedSearchKind,
  query: string,
  ids: string[],
  { now, take }: { now: Date; take: number },
): Promise<Match[]> {
  if (ids.length === 0) return [];
  const params = paramsOf(query);
  const search = readQuery(params) || undefined;
  if (kind === "job") {
    const { type, chosen } = chosenJobs(params);
    const list = { page: 1, limit: take, search, location: undefined, ...chosen, type: type || undefined };
    const jobs = await listJobsAmong(list, ids, now, take);
    return jobs.map((j) => ({
      id: j.id,
      title: j.title,
      note: `${j.company} · ${j.location}`,
      url: urlOf(`/job/${j.id}`),
    }));
  }
  if (kind === "event") {
    const { type, filters } = chosenEvents(params);
    const list = { page: 1, limit: take, search, type, location: undefined, ...filters };
    const events = await listEventsAmong(list, ids, now, take);
    return events.map((e) => ({ id: e.id, title: e.title, note: e.location, url: urlOf(`/event/${e.id}`) }));
  }
  if (kind === "gig") {
    const gigs = await listGigsAmong({ search, ...readFilters(gigFilterFields, params) }, ids, take);
    return gigs.map((g) => ({ id: g.id, title: g.title, note: g.company, url: urlOf(`/gig/${g.id}`) }));
  }
  const startups = await listStartupsAmong(
    { search, ...readFilters(startupFilterFields, params) },
    ids,
    now,
    take,
  );
  return startups.map((s) => ({
    id: s.id,
    title: s.name,
    note: `${s.industry} · ${s.location}`,
    url: urlOf(s.path),
  }));
}
