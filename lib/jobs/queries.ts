import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { jobSelect, toJobDto, type JobDto } from "@/lib/jobs/dto";
import { canSeeListing } from "@/lib/listings/approval";
import { totalPages } from "@/lib/validation/paging";
import type { ListQuery, Viewer } from "@/lib/listings/fields";
import { isListingId } from "@/lib/listings/ids";
import { escapeLike } from "@/lib/listings/search";

export type JobList = { jobs: JobDto[]; total: number; totalPages: number; currentPage: number };

function publicWhere(query: Pick<ListQuery, "search" | "type" | "location">): Prisma.JobWhereInput {
  const where: Prisma.JobWhereInput = { status: "approved" };
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
  if (and.length) where.AND = and;
  return where;
}

/** Approved jobs, newest first, one page at a time. */
export async function listJobs(query: ListQuery, viewer: Viewer = null): Promise<JobList> {
  const where = publicWhere(query);
  const [total, rows] = await Promise.all([
    db.job.count({ where }),
    db.job.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (query.page - 1) * query.limit,
      take: query.limit,
      select: jobSelect,
    }),
  ]);
  return {
    jobs: rows.map((row) => toJobDto(row, viewer)),
    total,
    totalPages: totalPages(total, query.limit),
    currentPage: query.page,
  };
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
