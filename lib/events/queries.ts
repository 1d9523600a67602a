import type { Actor } from "@/lib/auth/policy";
import { db } from "@/lib/db";
import { eventSelect, toEventDto, type EventDto } from "@/lib/events/dto";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ListOptions, PageTotals } from "@/lib/listings/list-page";
import { listingReads } from "@/lib/listings/list-query";
import { liveEventParts } from "@/lib/listings/live";
import type { ListQuery, ListingStatus } from "@/lib/listings/schema";
import { escapeLike } from "@/lib/listings/search";

export type EventList = PageTotals & { events: EventDto[] };

const events = listingReads({ table: () => db.event, select: eventSelect, toDto: toEventDto });

/** The query's own filters (search, type, location). */
function queryWhere(query: Pick<ListQuery, "search" | "type" | "location">): Prisma.EventWhereInput[] {
  const and: Prisma.EventWhereInput[] = [];
  if (query.search) and.push({ searchText: { contains: escapeLike(query.search.toLowerCase()) } });
  if (query.type) and.push({ type: { equals: query.type } });
  if (query.location) and.push({ location: { contains: escapeLike(query.location), mode: "insensitive" } });
  return and;
}

const newestFirst: Prisma.EventOrderByWithRelationInput[] = [{ createdAt: "desc" }, { id: "desc" }];
const soonestFirst: Prisma.EventOrderByWithRelationInput[] = [{ date: "asc" }, ...newestFirst];

/**
 * Approved events still to come, soonest first, then the undated ones, newest first; one page at a time. Each
 * part's ids are read from the (status, date, createdAt, id) index alone, and the total is exact up to the cap.
 */
export async function listEvents(
  query: ListQuery,
  viewer: Actor | null = null,
  options: ListOptions = {},
): Promise<EventList> {
  const and = queryWhere(query);
  const matching = (live: Prisma.EventWhereInput) => (and.length ? { ...live, AND: and } : live);
  const parts = (now: Date) => {
    const [upcoming, undated] = liveEventParts(now);
    return [
      { where: matching(upcoming), order: soonestFirst },
      { where: matching(undated), order: newestFirst },
    ];
  };
  const { items, ...totals } = await events.livePage("events", query, parts, viewer, options);
  return { events: items, ...totals };
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
