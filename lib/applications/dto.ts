// Applications as each side sees them: the applicant (the job, the status) and the poster (the applicant's
// answers). The resume's bytes are never in a list; they are downloaded one at a time.
import type { Prisma } from "@/lib/generated/prisma/client";

export type ApplicationStatus = "pending" | "accepted" | "rejected" | "completed" | "cancelled";

export const applicationStatusLabels: Record<ApplicationStatus, string> = {
  pending: "Pending",
  accepted: "Accepted",
  rejected: "Rejected",
  completed: "Completed",
  cancelled: "Cancelled",
};

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
  status: true,
  createdAt: true,
  updatedAt: true,
} as const satisfies Prisma.JobApplicationSelect;

export type ApplicantDto = Omit<
  Prisma.JobApplicationGetPayload<{ select: typeof applicantSelect }>,
  "createdAt" | "updatedAt" | "resumeName"
> & { createdAt: string; updatedAt: string; resume: { name: string; url: string } | null };

export function toApplicantDto(
  row: Prisma.JobApplicationGetPayload<{ select: typeof applicantSelect }>,
): ApplicantDto {
  const { resumeName, createdAt, updatedAt, ...rest } = row;
  return {
    ...rest,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    resume: resumeName ? { name: resumeName, url: `/api/applications/${row.id}/resume` } : null,
  };
}
