import { ApiError, conflict, notFound } from "@/lib/errors";
import { ownsEntry, type Actor } from "@/lib/auth/policy";
import { db } from "@/lib/db";
import { myApplicationSelect, toMyApplicationDto, type MyApplicationDto } from "@/lib/applications/dto";
import { sendApplicationReceivedMails, sendApplicationStatusMail } from "@/lib/applications/mails";
import { findManagedApplication } from "@/lib/applications/queries";
import { applicationMessages as m } from "@/lib/applications/messages";
import type { ApplicationDecision, ApplicationInput, Resume } from "@/lib/applications/schema";
import { isListingId } from "@/lib/listings/ids";
import { hasEnded } from "@/lib/listings/live";
import { applicationDecided, applicationReceived } from "@/lib/notifications/events";
import { notify } from "@/lib/notifications/write";

/**
 * One application per member per job, to approved jobs not closed early whose deadline has not passed. The poster's
 * notification is stored with it; then the poster (or the job's contact address) and the applicant are mailed.
 */
export async function applyToJob(user: Actor, jobId: string, input: ApplicationInput, resume: Resume | null) {
  const job = isListingId(jobId)
    ? await db.job.findUnique({
        where: { id: jobId },
        select: {
          id: true,
          status: true,
          applicationDeadline: true,
          closedAt: true,
          title: true,
          company: true,
          contactEmail: true,
          postedById: true,
          postedBy: { select: { email: true, firstName: true } },
        },
      })
    : null;
  if (!job || job.status !== "approved") throw notFound("Job not found");
  const closedMessage = "Applications for this job have closed.";
  if (job.closedAt || hasEnded(job.applicationDeadline?.toISOString())) {
    throw new ApiError("conflict", closedMessage);
  }
  let created;
  try {
    created = await db.$transaction(async (tx) => {
      // The job's row is read again under a share lock: a close running now either finished first (refused here)
      // or waits for this application, then closes it with the others (lib/applications/closing.ts).
      const [now] = await tx.$queryRaw<{ closedAt: Date | null }[]>`
        SELECT "closedAt" FROM "Job" WHERE "id" = ${jobId} FOR SHARE`;
      if (now?.closedAt) throw new ApiError("conflict", closedMessage);
      const row = await tx.jobApplication.create({
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
        select: { id: true, jobId: true, status: true, createdAt: true, user: { select: { email: true } } },
      });
      if (job.postedById) {
        await notify(
          tx,
          applicationReceived(
            { posterId: job.postedById, jobId: job.id, jobTitle: job.title, applicant: input.name },
            user.id,
          ),
        );
      }
      return row;
    });
  } catch (error) {
    if ((error as { code?: string }).code === "P2002") {
      throw new ApiError("conflict", "You have already applied to this job.");
    }
    throw error;
  }
  const { user: account, ...application } = created;
  await sendApplicationReceivedMails({
    jobId: job.id,
    job,
    poster: job.postedBy ?? (job.contactEmail ? { email: job.contactEmail, firstName: null } : null),
    applicant: { name: input.name, email: input.email, accountEmail: account.email },
  });
  return application;
}

/** The applicant withdraws a pending application. Another member's id is 404, as if it did not exist. */
export async function cancelApplication(actor: Actor, id: string): Promise<MyApplicationDto> {
  const row = isListingId(id)
    ? await db.jobApplication.findUnique({ where: { id }, select: { userId: true } })
    : null;
  if (!row || !ownsEntry(actor, row)) throw notFound(m.notFound);
  const { count } = await db.jobApplication.updateMany({
    where: { id, status: "pending" },
    data: { status: "cancelled" },
  });
  if (count === 0) throw conflict(m.onlyPendingCancel);
  return toMyApplicationDto(
    await db.jobApplication.findUniqueOrThrow({ where: { id }, select: myApplicationSelect }),
  );
}

const fromStatus = { accepted: "pending", rejected: "pending", completed: "accepted" } as const;

/**
 * The job's poster or an admin decides: pending → accepted or rejected, accepted → completed. The status
 * check and the change are one UPDATE, so of simultaneous decisions one wins; the applicant's notification is
 * written with it, and the applicant is mailed.
 */
export async function decideApplication(viewer: Actor, id: string, status: ApplicationDecision) {
  await findManagedApplication(id, viewer);
  const row = await db.$transaction(async (tx) => {
    const { count } = await tx.jobApplication.updateMany({
      where: { id, status: fromStatus[status] },
      data: { status },
    });
    if (count === 0) {
      throw conflict(
        status === "completed"
          ? "Only accepted applications can be marked completed."
          : "Only pending applications can be accepted or rejected.",
      );
    }
    const row = await tx.jobApplication.findUniqueOrThrow({
      where: { id },
      select: {
        id: true,
        userId: true,
        name: true,
        email: true,
        status: true,
        job: { select: { title: true, company: true } },
      },
    });
    await notify(tx, applicationDecided({ ...row, status }, viewer.id));
    return row;
  });
  await sendApplicationStatusMail({ ...row, status });
  return { id: row.id, status: row.status };
}
