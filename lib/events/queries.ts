import { db } from "@/lib/db";
import { eventSelect, toEventDto, type EventDto } from "@/lib/events/dto";
import type { Prisma } from "@/lib/generated/prisma/client";
import { canSeeListing } from "@/lib/listings/approval";
import { listKey, readListPage, type ListOptions } from "@/lib/listings/list-page";
import { liveEventWhere, liveSince } from "@/lib/listings/live";
import type { ListQuery, ListingStatus, Viewer } from "@/lib/listings/fields";
import { isListingId } from "@/lib/listings/ids";
import { escapeLike } from "@/lib/listings/search";

export type EventList = {
  events: EventDto[];
  total: number;
  totalPages: number;
  currentPage: number;
  /** `total` is the count cap and more match: the page says "10,000+". */
  totalCapped: boolean;
};

function publicWhere(
  query: Pick<ListQuery, "search" | "type" | "location">,
  now: Date,
): Prisma.EventWhereInput {
  const and: Prisma.EventWhereInput[] = [];
  if (query.search) and.push({ searchText: { contains: escapeLike(query.search.toLowerCase()) } });
  if (query.type) and.push({ type: { equals: query.type, mode: "insensitive" } });
  if (query.location) and.push({ location: { contains: escapeLike(query.location), mode: "insensitive" } });
  return { ...liveEventWhere(now), ...(and.length ? { AND: and } : {}) };
}

const newestFirst: Prisma.EventOrderByWithRelationInput[] = [{ createdAt: "desc" }, { id: "desc" }];

/**
 * Approved events still to come (or undated), newest first, one page at a time. The page's ids are read from
 * the (status, createdAt, id, date) index alone, and the total is exact up to the cap.
 */
export async function listEvents(
  query: ListQuery,
  viewer: Viewer = null,
  options: ListOptions = {},
): Promise<EventList> {
  const now = options.now ?? new Date();
  const where = publicWhere(query, now);
  const { rows, ...totals } = await readListPage({
    page: query.page,
    limit: query.limit,
    filtered: !!(query.search || query.type || query.location),
    cacheKey: listKey("events", liveSince(now), query),
    cap: options.countCap,
    countUpTo: (upTo) => db.event.count({ where, orderBy: newestFirst, take: upTo }),
    countAll: () => db.event.count({ where }),
    pageIds: async (skip, take) =>
      (await db.event.findMany({ where, orderBy: newestFirst, skip, take, select: { id: true } })).map(
        (r) => r.id,
      ),
    rowsByIds: (ids) => db.event.findMany({ where: { id: { in: ids } }, select: eventSelect }),
  });
  return { events: rows.map((row) => toEventDto(row, viewer)), ...totals };
}

export async function getEvent(id: string, viewer: Viewer): Promise<EventDto | null> {
  if (!isListingId(id)) return null;
  const row = await db.event.findUnique({ where: { id }, select: eventSelect });
  return row && canSeeListing(row, viewer) ? toEventDto(row, viewer) : null;
}

export async function listEventsPostedBy(userId: string, viewer: Viewer): Promise<EventDto[]> {
  const rows = await db.event.findMany({
    where: { postedById: userId },
    orderBy: { createdAt: "desc" },
    select: eventSelect,
  });
  return rows.map((row) => toEventDto(row, viewer));
}

/** Every event (admins), or only those of one status. */
export async function listAllEvents(viewer: Viewer, status?: ListingStatus): Promise<EventDto[]> {
  const rows = await db.event.findMany({
    where: status ? { status } : {},
    orderBy: { createdAt: "desc" },
    select: eventSelect,
  });
  return rows.map((row) => toEventDto(row, viewer));
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
