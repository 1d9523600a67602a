// The one definition of a saved search's match: a listing its list would show now, read with the list's own query
// (lib/<kind>/queries.ts, the same parsed filters as the page), never a second filter. The reverse index (keys.ts)
// only finds candidates; this confirms them when a listing is approved, and again when an alert names them.
import { db } from "@/lib/db";
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
import { listStartupsApprovedSince } from "@/lib/startups/queries";
import { startupFilterFields } from "@/lib/startups/schema";

/** One listing an alert names: its id, its name, a line about it and its absolute URL. */
export type Match = { id: string; title: string; note: string; url: string };

/** Startups approved in a window that are read to find those of `ids` (few are approved in minutes or a day). */
const STARTUP_WINDOW = 1_000;

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
  // lib/startups/queries.ts reads by approval time: those of `ids` among the startups approved from the first of
  // them to the last (or now).
  const approved = await db.startup.aggregate({
    where: { id: { in: ids } },
    _min: { approvedAt: true },
    _max: { approvedAt: true },
  });
  const { _min: first, _max: last } = approved;
  if (!first.approvedAt || !last.approvedAt) return [];
  const since = new Date(first.approvedAt.getTime() - 1);
  const until = last.approvedAt > now ? last.approvedAt : now;
  const filters = { search, ...readFilters(startupFilterFields, params) };
  const wanted = new Set(ids);
  const startups = (await listStartupsApprovedSince(filters, since, until, STARTUP_WINDOW))
    .filter((s) => wanted.has(s.id))
    .slice(0, take);
  return startups.map((s) => ({
    id: s.id,
    title: s.name,
    note: `${s.industry} · ${s.location}`,
    url: urlOf(`/startups?q=${encodeURIComponent(s.name)}`),
  }));
}
