import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { jobSelect, toJobDto, type JobDto } from "@/lib/jobs/dto";
import { canSeeListing } from "@/lib/listings/approval";
import { listKey, readListPage, type ListOptions } from "@/lib/listings/list-page";
import { liveJobWhere, liveSince } from "@/lib/listings/live";
import type { ListQuery, Viewer } from "@/lib/listings/fields";
import { isListingId } from "@/lib/listings/ids";
import { escapeLike } from "@/lib/listings/search";

export type JobList = {
  jobs: JobDto[];
  total: number;
  totalPages: number;
  currentPage: number;
  /** `total` is the count cap and more match: the page says "10,000+". */
  totalCapped: boolean;
};

function publicWhere(
  query: Pick<ListQuery, "search" | "type" | "location">,
  now: Date,
): Prisma.JobWhereInput {
  const and: Prisma.JobWhereInput[] = [];
  // Lower-cased text matched with LIKE, served by the pg_trgm index. Prisma does not escape % and _ in
  // `contains`, so escapeLike makes them (and the backslash) literal.
  if (query.search) and.push({ searchText: { contains: escapeLike(query.search.toLowerCase()) } });
  if (query.type) {
    and.push({
      OR: [
        { type: { equals: query.type, mode: "insensitive" } },
        { jobType: { equals: query.type, mode: "insensitive" } },
      ],
    });
  }
  if (query.location) and.push({ location: { contains: escapeLike(query.location), mode: "insensitive" } });
  return { ...liveJobWhere(now), ...(and.length ? { AND: and } : {}) };
}

const newestFirst: Prisma.JobOrderByWithRelationInput[] = [{ createdAt: "desc" }, { id: "desc" }];

/**
 * Open approved jobs (deadline not passed, or none), newest first, one page at a time. The page's ids are read
 * from the (status, createdAt, id, applicationDeadline) index alone, and the total is exact up to the cap.
 */
export async function listJobs(
  query: ListQuery,
  viewer: Viewer = null,
  options: ListOptions = {},
): Promise<JobList> {
  const now = options.now ?? new Date();
  const where = publicWhere(query, now);
  const { rows, ...totals } = await readListPage({
    page: query.page,
    limit: query.limit,
    filtered: !!(query.search || query.type || query.location),
    cacheKey: listKey("jobs", liveSince(now), query),
    cap: options.countCap,
    countUpTo: (upTo) => db.job.count({ where, orderBy: newestFirst, take: upTo }),
    countAll: () => db.job.count({ where }),
    pageIds: async (skip, take) =>
      (await db.job.findMany({ where, orderBy: newestFirst, skip, take, select: { id: true } })).map(
        (r) => r.id,
      ),
    rowsByIds: (ids) => db.job.findMany({ where: { id: { in: ids } }, select: jobSelect }),
  });
  return { jobs: rows.map((row) => toJobDto(row, viewer)), ...totals };
}

/** One job as `viewer` may see it: null when unknown, or not approved and not theirs. */
export async function getJob(id: string, viewer: Viewer): Promise<JobDto | null> {
  if (!isListingId(id)) return null;
  const row = await db.job.findUnique({ where: { id }, select: jobSelect });
  return row && canSeeListing(row, viewer) ? toJobDto(row, viewer) : null;
}

export async function listJobsPostedBy(userId: string, viewer: Viewer): Promise<JobDto[]> {
  const rows = await db.job.findMany({
    where: { postedById: userId },
    orderBy: { createdAt: "desc" },
    select: jobSelect,
  });
  return rows.map((row) => toJobDto(row, viewer));
}

/** Every job of every status (admins). */
export async function listAllJobs(viewer: Viewer): Promise<JobDto[]> {
  const rows = await db.job.findMany({ orderBy: { createdAt: "desc" }, select: jobSelect });
  return rows.map((row) => toJobDto(row, viewer));
}
