import { ApiError, notFound } from "@/lib/errors";
import { db } from "@/lib/db";
import type { ApplicationInput } from "@/lib/applications/schema";
import type { Resume } from "@/lib/applications/resume";
import type { Viewer } from "@/lib/listings/fields";
import { isListingId } from "@/lib/listings/ids";

/** One application per member per job, to approved jobs only. */
export async function applyToJob(
  user: NonNullable<Viewer>,
  jobId: string,
  input: ApplicationInput,
  resume: Resume | null,
) {
  const job = isListingId(jobId)
    ? await db.job.findUnique({ where: { id: jobId }, select: { id: true, status: true } })
    : null;
  if (!job || job.status !== "approved") throw notFound("Job not found");
  try {
    return await db.jobApplication.create({
      data: {
        jobId,
        userId: user.id,
        name: input.name,
        email: input.email,
        phone: input.phone ?? "",
        location: input.location ?? "",
        experience: input.experience ?? "",
        coverLetter: input.coverLetter,
        portfolio: input.portfolio ?? "",
        resumeName: resume?.name ?? null,
        resumeMimeType: resume?.mimeType ?? null,
        resumeData: resume ? new Uint8Array(resume.data) : null,
      },
      select: { id: true, jobId: true, status: true, createdAt: true },
    });
  } catch (error) {
    if ((error as { code?: string }).code === "P2002") {
      throw new ApiError("conflict", "You have already applied to this job.");
    }
    throw error;
  }
}

export async function hasApplied(userId: string, jobId: string): Promise<boolean> {
  const row = await db.jobApplication.findUnique({
    where: { jobId_userId: { jobId, userId } },
    select: { id: true },
  });
  return !!row;
}
