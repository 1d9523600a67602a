// Reads of job applications. The applicant sees their own; a job's applications, and any resume, only its
// poster and admins. To everyone else they do not exist (404, never 403).
import {
  applicantSelect,
  myApplicationSelect,
  toApplicantDto,
  toMyApplicationDto,
  type AppliedJobDto,
  type ApplicantDto,
  type MyApplicationDto,
  type ApplicantStage,
} from "@/lib/applications/dto";
import type { ApplicantsQuery } from "@/lib/applications/schema";
import { stageWhere } from "@/lib/applications/stage-where";
import { applicationMessages as m } from "@/lib/applications/messages";
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { canManageListing, type Actor } from "@/lib/auth/policy";
import { isListingId } from "@/lib/listings/ids";

export async function listMyApplications(userId: string): Promise<MyApplicationDto[]> {
  const rows = await db.jobApplication.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: myApplicationSelect,
  });
  return rows.map(toMyApplicationDto);
}

/** The most of a member's applied jobs the browser is told of at once (newest first). */
export const APPLIED_JOBS_LIMIT = 1000;

/** The jobs `userId` has applied to and when, newest first: what the cached list pages mark as Applied. */
export async function listMyAppliedJobs(userId: string): Promise<AppliedJobDto[]> {
  const rows = await db.jobApplication.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: APPLIED_JOBS_LIMIT,
    select: { jobId: true, createdAt: true },
  });
  return rows.map((r) => ({ jobId: r.jobId, appliedAt: r.createdAt.toISOString() }));
}

/** When `userId` applied to `jobId` (ISO), or null when they have not. */
export async function findAppliedAt(userId: string, jobId: string): Promise<string | null> {
  const row = await db.jobApplication.findUnique({
    where: { jobId_userId: { jobId, userId } },
    select: { createdAt: true },
  });
  return row?.createdAt.toISOString() ?? null;
}

/** The applications to one job (of one stage when asked), by date, for its poster or an admin; 404 to others. */
export async function listJobApplications(
  jobId: string,
  viewer: Actor,
  query: Partial<ApplicantsQuery> = {},
): Promise<{
  /** closedAt and closedReason: when the job was closed early, and why (Filled or Closed). */
  job: { id: string; title: string; company: string; closedAt: string | null; closedReason: string | null };
  applications: ApplicantDto[];
  stages: Record<ApplicantStage, number>;
}> {
  const job = isListingId(jobId)
    ? await db.job.findUnique({
        where: { id: jobId },
        select: {
          id: true,
          title: true,
          company: true,
          postedById: true,
          closedAt: true,
          closedReason: true,
        },
      })
    : null;
  if (!job || !canManageListing(viewer, job)) throw notFound("Job not found");
  const order = query.sort === "oldest" ? "asc" : "desc";
  const [rows, stages] = await Promise.all([
    db.jobApplication.findMany({
      where: { jobId, ...(query.stage ? stageWhere(query.stage) : {}) },
      orderBy: [{ createdAt: order }, { id: order }],
      select: applicantSelect,
    }),
    countStages(jobId),
  ]);
  return {
    job: {
      id: job.id,
      title: job.title,
      company: job.company,
      closedAt: job.closedAt?.toISOString() ?? null,
      closedReason: job.closedReason,
    },
    applications: rows.map(toApplicantDto),
    stages,
  };
}

/** How many of a job's applications are at each stage. */
async function countStages(jobId: string): Promise<Record<ApplicantStage, number>> {
  const [groups, shortlisted] = await Promise.all([
    db.jobApplication.groupBy({ by: ["status"], where: { jobId }, _count: { _all: true } }),
    db.jobApplication.count({ where: { jobId, ...stageWhere("shortlisted") } }),
  ]);
  const of = (status: string) => groups.find((g) => g.status === status)?._count._all ?? 0;
  return {
    new: of("pending") - shortlisted,
    shortlisted,
    accepted: of("accepted"),
    rejected: of("rejected"),
    completed: of("completed"),
    cancelled: of("cancelled"),
    closed: of("closed"),
  };
}

/** How many applications each of these jobs has (jobs with none are absent). */
export async function countApplications(jobIds: string[]): Promise<Map<string, number>> {
  if (jobIds.length === 0) return new Map();
  const groups = await db.jobApplication.groupBy({
    by: ["jobId"],
    where: { jobId: { in: jobIds } },
    _count: { _all: true },
  });
  return new Map(groups.map((g) => [g.jobId, g._count._all]));
}

/** An application as the one who decides on it may read it: the poster of its job or an admin. */
export async function findManagedApplication(id: string, viewer: Actor) {
  const row = isListingId(id)
    ? await db.jobApplication.findUnique({
        where: { id },
        select: { id: true, status: true, job: { select: { postedById: true } } },
      })
    : null;
  if (!row || !canManageListing(viewer, row.job)) throw notFound(m.notFound);
  return row;
}

export async function getResume(id: string, viewer: Actor) {
  await findManagedApplication(id, viewer);
  const row = await db.jobApplication.findUniqueOrThrow({
    where: { id },
    select: { resumeName: true, resumeMimeType: true, resumeData: true },
  });
  if (!row.resumeData || !row.resumeName || !row.resumeMimeType)
    throw notFound("This application has no resume.");
  return { name: row.resumeName, mimeType: row.resumeMimeType, data: row.resumeData };
}
