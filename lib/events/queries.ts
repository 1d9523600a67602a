import type { Actor } from "@/lib/auth/policy";
import { db } from "@/lib/db";
import { eventSelect, toEventDto, type EventDto } from "@/lib/events/dto";
import { addDays, istMonthStart, istWeekStart } from "@/lib/format/date";
import type { EventListQuery } from "@/lib/events/schema";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ListOptions, PageTotals } from "@/lib/list-page";
import { listingReads } from "@/lib/listings/list-query";
import { liveEventParts, liveSince } from "@/lib/listings/live";
import type { ListQuery, ListingStatus } from "@/lib/listings/schema";
import { escapeLike, searchTextWhere } from "@/lib/listings/search";

export type EventList = PageTotals & { events: EventDto[] };

const events = listingReads({ table: () => db.event, select: eventSelect, toDto: toEventDto });

/** What an events list is asked: paging, search, type and location, and any of the filters (lib/events/schema.ts). */
export type EventsQuery = ListQuery & Partial<Omit<EventListQuery, keyof ListQuery>>;

/** The query's own filters (search, type, location, city). */
function queryWhere(query: EventsQuery): Prisma.EventWhereInput[] {
  const and: Prisma.EventWhereInput[] = [];
  const words = searchTextWhere(query.search);
  if (words) and.push(words);
  if (query.type) and.push({ type: { equals: query.type } });
  if (query.location) and.push({ location: { contains: escapeLike(query.location), mode: "insensitive" } });
  if (query.city) and.push({ city: query.city });
  return and;
}

/** The calendar period `range` names at `now`, as [start, end): this week (Monday to Sunday) or month, in India. */
function rangeBounds(range: EventsQuery["range"], now: Date): { gte: Date; lt: Date } | null {
  if (range === "week") {
    const monday = istWeekStart(now);
    return { gte: monday, lt: addDays(monday, 7) };
  }
  if (range === "month") return { gte: istMonthStart(now), lt: istMonthStart(now, 1) };
  return null;
}

/**
 * The dates asked for, as [from, before), every bound a day's start in India: "week" is this calendar week
 * (Monday to Sunday), "month" this calendar month, a custom range from its first day's start to its last day's
 * end (`from` and `to` are days in India, lib/listings/filter-fields.ts); null when no dates are asked for.
 * Upcoming and past events each keep their own side of today (eventListParts).
 */
export function eventDates(query: EventsQuery, now: Date): { gte?: Date; lt?: Date } | null {
  const bounds: { gte?: Date; lt?: Date } = { ...rangeBounds(query.range, now) };
  const from = query.from;
  if (from && (!bounds.gte || from > bounds.gte)) bounds.gte = from;
  const to = query.to && addDays(query.to, 1);
  if (to && (!bounds.lt || to < bounds.lt)) bounds.lt = to;
  return bounds.gte || bounds.lt ? bounds : null;
}

const newestFirst: Prisma.EventOrderByWithRelationInput[] = [{ createdAt: "desc" }, { id: "desc" }];
const soonestFirst: Prisma.EventOrderByWithRelationInput[] = [{ date: "asc" }, ...newestFirst];
/** Past events, latest first: the (status, date, createdAt, id) index read backwards. */
const latestFirst: Prisma.EventOrderByWithRelationInput[] = [
  { date: "desc" },
  { createdAt: "asc" },
  { id: "asc" },
];

/**
 * The parts of the events list `query` asks for at `now`: approved events still to come, soonest first, then the
 * undated ones, newest first (or past events, latest first), each within the query's filters and dates.
 */
function eventListParts(query: EventsQuery, now: Date) {
  const and = queryWhere(query);
  const matching = (live: Prisma.EventWhereInput) => (and.length ? { ...live, AND: and } : live);
  const dates = eventDates(query, now);
  // The dates asked for, beside the part's own bound on the date.
  const within = (where: Prisma.EventWhereInput) =>
    dates ? { ...where, AND: [...and, { date: dates }] } : matching(where);
  if (query.when === "past") {
    // Past events: dated before today (in India), latest first; undated ones are never past.
    const past = { status: "approved" as const, date: { lt: liveSince(now) } };
    return [{ where: within(past), order: latestFirst }];
  }
  const [upcoming, undated] = liveEventParts(now);
  const dated = { where: within(upcoming), order: soonestFirst };
  // Asked for dates: undated events (dates to be announced) are left out.
  return dates ? [dated] : [dated, { where: matching(undated), order: newestFirst }];
}

/**
 * Approved events still to come, soonest first, then the undated ones, newest first; one page at a time. Each
 * part's ids are read from the (status, date, createdAt, id) index alone, and the total is exact up to the cap.
 */
export async function listEvents(
  query: EventsQuery,
  viewer: Actor | null = null,
  options: ListOptions = {},
): Promise<EventList> {
  const parts = (now: Date) => eventListParts(query, now);
  const { items, ...totals } = await events.livePage("events", query, parts, viewer, options);
  return { events: items, ...totals };
}

/** Those of `ids` the events list `query` shows at `now`, latest approval first, up to `take` (an alert). */
export function listEventsAmong(query: EventsQuery, ids: string[], now: Date, take: number) {
  const where = { OR: eventListParts(query, now).map((part) => part.where) };
  return events.among(where, ids, take);
}

export function getEvent(id: string, viewer: Actor | null): Promise<EventDto | null> {
  return events.find(id, viewer);
}

export function listEventsPostedBy(userId: string, viewer: Actor | null): Promise<EventDto[]> {
  return events.postedBy(userId, viewer);
}

/** Every event (admins), or only those of one status. */
export function listAllEvents(viewer: Actor | null, status?: ListingStatus): Promise<EventDto[]> {
  return events.all(viewer, status);
}

/** Counts by status and by type (admins). */
export async function eventStats() {
  const [byStatus, byType, total] = await Promise.all([
    db.event.groupBy({ by: ["status"], _count: { _all: true } }),
    db.event.groupBy({ by: ["type"], _count: { _all: true } }),
    db.event.count(),
  ]);
  const status = { pending: 0, approved: 0, rejected: 0 } as Record<ListingStatus, number>;
  for (const row of byStatus) status[row.status] = row._count._all;
  const type: Record<string, number> = {};
  for (const row of byType) type[row.type] = row._count._all;
  return { total, byStatus: status, byType: type };
}
