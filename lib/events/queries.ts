import { db } from "@/lib/db";
import { eventSelect, toEventDto, type EventDto } from "@/lib/events/dto";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ListOptions, PageTotals } from "@/lib/listings/list-page";
import { listingReads } from "@/lib/listings/list-query";
import { liveEventWhere } from "@/lib/listings/live";
import type { ListQuery, ListingStatus, Viewer } from "@/lib/listings/fields";
import { escapeLike } from "@/lib/listings/search";

export type EventList = PageTotals & { events: EventDto[] };

const events = listingReads({ table: () => db.event, select: eventSelect, toDto: toEventDto });

function publicWhere(
  query: Pick<ListQuery, "search" | "type" | "location">,
  now: Date,
): Prisma.EventWhereInput {
  const and: Prisma.EventWhereInput[] = [];
  if (query.search) and.push({ searchText: { contains: escapeLike(query.search.toLowerCase()) } });
  if (query.type) and.push({ type: { equals: query.type } });
  if (query.location) and.push({ location: { contains: escapeLike(query.location), mode: "insensitive" } });
  return { ...liveEventWhere(now), ...(and.length ? { AND: and } : {}) };
}

/**
 * Approved events still to come (or undated), newest first, one page at a time. The page's ids are read from
 * the (status, createdAt, id, date) index alone, and the total is exact up to the cap.
 */
export async function listEvents(
  query: ListQuery,
  viewer: Viewer = null,
  options: ListOptions = {},
): Promise<EventList> {
  const where = (now: Date) => publicWhere(query, now);
  const { items, ...totals } = await events.livePage("events", query, where, viewer, options);
  return { events: items, ...totals };
}

export function getEvent(id: string, viewer: Viewer): Promise<EventDto | null> {
  return events.find(id, viewer);
}

export function listEventsPostedBy(userId: string, viewer: Viewer): Promise<EventDto[]> {
  return events.postedBy(userId, viewer);
}

/** Every event (admins), or only those of one status. */
export function listAllEvents(viewer: Viewer, status?: ListingStatus): Promise<EventDto[]> {
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
