// Applications as each side sees them: the applicant (the job, the status) and the poster (the applicant's
// answers). The resume's bytes are never in a list; they are downloaded one at a time.
import type { Prisma } from "@/lib/generated/prisma/client";

/** "closed": still pending when its job was closed early (lib/applications/closing.ts): it went no further. */
export type ApplicationStatus = "pending" | "accepted" | "rejected" | "completed" | "cancelled" | "closed";

export const applicationStatusLabels: Record<ApplicationStatus, string> = {
  pending: "Pending",
  accepted: "Accepted",
  rejected: "Rejected",
  completed: "Completed",
  cancelled: "Cancelled",
  closed: "Job closed",
};

/**
 * Where an application stands in the poster's pipeline: a pending one is new until the poster shortlists it;
 * after a decision the stage is the status. The API's statuses stay the spec's (shortlisted is still pending).
 */
export type ApplicantStage = "new" | "shortlisted" | Exclude<ApplicationStatus, "pending">;

export const applicantStageLabels: Record<ApplicantStage, string> = {
  new: "New",
  shortlisted: "Shortlisted",
  accepted: "Accepted",
  rejected: "Rejected",
  completed: "Completed",
  cancelled: "Cancelled",
  closed: "Closed",
};

export const stageOf = (row: { status: ApplicationStatus; shortlistedAt: Date | null }): ApplicantStage =>
  row.status === "pending" ? (row.shortlistedAt ? "shortlisted" : "new") : row.status;

export const myApplicationSelect = {
  id: true,
  status: true,
  createdAt: true,
  updatedAt: true,
  job: { select: { id: true, title: true, company: true, location: true, status: true } },
} as const satisfies Prisma.JobApplicationSelect;

export type MyApplicationDto = {
  id: string;
  status: ApplicationStatus;
  createdAt: string;
  updatedAt: string;
  job: { id: string; title: string; company: string; location: string; isLive: boolean };
};

export function toMyApplicationDto(
  row: Prisma.JobApplicationGetPayload<{ select: typeof myApplicationSelect }>,
): MyApplicationDto {
  const { status, ...job } = row.job;
  return {
    id: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    job: { ...job, isLive: status === "approved" },
  };
}

/** A job the member has applied to (in any status: a second application is refused either way), and when. */
export type AppliedJobDto = { jobId: string; appliedAt: string };

export const applicantSelect = {
  id: true,
  jobId: true,
  name: true,
  email: true,
  phone: true,
  location: true,
  experience: true,
  coverLetter: true,
  portfolio: true,
  resumeName: true,
  resumeMimeType: true,
  status: true,
  shortlistedAt: true,
  posterNote: true,
  createdAt: true,
  updatedAt: true,
} as const satisfies Prisma.JobApplicationSelect;

type ApplicantRow = Prisma.JobApplicationGetPayload<{ select: typeof applicantSelect }>;

/**
 * An application as its job's poster (or an admin) reads it: the answers, the pipeline stage and the poster's
 * private `note`. Only the poster's reads build it; the applicant's own view is MyApplicationDto, without the note.
 */
export type ApplicantDto = Omit<
  ApplicantRow,
  "createdAt" | "updatedAt" | "resumeName" | "resumeMimeType" | "shortlistedAt" | "posterNote"
> & {
  stage: ApplicantStage;
  note: string;
  createdAt: string;
  updatedAt: string;
  /** The resume's address; a PDF opens in the browser (`inline`), a DOC or DOCX downloads. */
  resume: { name: string; url: string; inline: boolean } | null;
};

export function toApplicantDto(row: ApplicantRow): ApplicantDto {
  const { resumeName, resumeMimeType, shortlistedAt, posterNote, createdAt, updatedAt, ...rest } = row;
  return {
    ...rest,
    stage: stageOf({ status: row.status, shortlistedAt }),
    note: posterNote,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    resume: resumeName
      ? {
          name: resumeName,
          url: `/api/applications/${row.id}/resume`,
          inline: resumeMimeType === "application/pdf",
        }
      : null,
  };
}
