import type { Actor } from "@/lib/auth/policy";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { jobSelect, toJobDto, type JobDto } from "@/lib/jobs/dto";
import type { JobListQuery } from "@/lib/jobs/schema";
import { REMOTE } from "@/lib/listings/facets";
import type { ListOptions, PageTotals } from "@/lib/list-page";
import { listingReads } from "@/lib/listings/list-query";
import { liveJobWhere } from "@/lib/listings/live";
import type { ListQuery } from "@/lib/listings/schema";
import { escapeLike, searchTextWhere } from "@/lib/listings/search";

export type JobList = PageTotals & { jobs: JobDto[] };

const jobs = listingReads({ table: () => db.job, select: jobSelect, toDto: toJobDto });

/** What a jobs list is asked: paging, search, type and location, and any of the filters (lib/jobs/schema.ts). */
export type JobsQuery = ListQuery & Partial<Omit<JobListQuery, keyof ListQuery>>;

function publicWhere(query: JobsQuery, now: Date): Prisma.JobWhereInput {
  const and: Prisma.JobWhereInput[] = [];
  // The words in the lower-cased text of what the card shows, served by the pg_trgm index.
  const words = searchTextWhere(query.search);
  if (words) and.push(words);
  if (query.type) {
    and.push({
      OR: [{ type: { equals: query.type } }, { jobType: { equals: query.type } }],
    });
  }
  if (query.location) and.push({ location: { contains: escapeLike(query.location), mode: "insensitive" } });
  // The filters: each an equality or range on its own column (derived on write, lib/listings/facets.ts).
  // Location "Remote" is every job worked remotely, those naming a city too ("Bangalore / Remote").
  if (query.city) and.push(query.city === REMOTE ? { workMode: REMOTE } : { city: query.city });
  if (query.mode) and.push({ workMode: query.mode });
  if (query.experience) and.push({ experience: query.experience });
  if (query.salaryMin !== undefined) and.push({ payMax: { gte: query.salaryMin } });
  if (query.salaryMax !== undefined) and.push({ payMin: { lte: query.salaryMax } });
  if (query.skills?.length) and.push({ skillKeys: { hasSome: query.skills } });
  return { ...liveJobWhere(now), ...(and.length ? { AND: and } : {}) };
}

/**
 * Open approved jobs (not closed early; deadline not passed, or none), newest first, one page at a time. The
 * page's ids are read from the (status, createdAt, id, applicationDeadline, closedAt) index alone, and the total
 * is exact up to the cap.
 */
export async function listJobs(
  query: JobsQuery,
  viewer: Actor | null = null,
  options: ListOptions = {},
): Promise<JobList> {
  const parts = (now: Date) => [{ where: publicWhere(query, now) }];
  const { items, ...totals } = await jobs.livePage("jobs", query, parts, viewer, options);
  return { jobs: items, ...totals };
}

/** Those of `ids` the jobs list `query` shows at `now`, latest approval first, up to `take` (an alert). */
export function listJobsAmong(query: JobsQuery, ids: string[], now: Date, take: number) {
  return jobs.among(publicWhere(query, now), ids, take);
}

/** One job as `viewer` may see it: null when unknown, or not approved and not theirs. */
export function getJob(id: string, viewer: Actor | null): Promise<JobDto | null> {
  return jobs.find(id, viewer);
}

export function listJobsPostedBy(userId: string, viewer: Actor | null): Promise<JobDto[]> {
  return jobs.postedBy(userId, viewer);
}

/** Every job of every status (admins). */
export function listAllJobs(viewer: Actor | null): Promise<JobDto[]> {
  return jobs.all(viewer);
}
