// Who may work a job's applicant pipeline (stages, notes, bulk rejection, the CSV): its poster and admins.
// Anyone else signed in is refused with 403 once they can know the thing exists (the job is live, or the
// application is their own), else 404, as for editing a listing (lib/listings/moderation.ts).
import { canManageListing, type Actor } from "@/lib/auth/policy";
import { applicationMessages as m } from "@/lib/applications/messages";
import { db } from "@/lib/db";
import { forbidden, notFound } from "@/lib/errors";
import { isListingId } from "@/lib/listings/ids";

type Job = { id: string; title: string; company: string; status: string; postedById: string | null };

const jobFields = { id: true, title: true, company: true, status: true, postedById: true } as const;

/** The job whose applicants `actor` manages: 404 unknown (or unseen), 403 live but not theirs. */
export async function findJobToManage(jobId: string, actor: Actor): Promise<Job> {
  const job = isListingId(jobId)
    ? await db.job.findUnique({ where: { id: jobId }, select: jobFields })
    : null;
  if (!job) throw notFound("Job not found");
  if (canManageListing(actor, job)) return job;
  if (job.status === "approved") throw forbidden(m.notYourJob);
  throw notFound("Job not found");
}

/** An application `actor` may move, note or reject: 404 unknown, 403 to its applicant or on a live job. */
export async function findApplicationToManage(id: string, actor: Actor) {
  const row = isListingId(id)
    ? await db.jobApplication.findUnique({
        where: { id },
        select: { id: true, userId: true, status: true, shortlistedAt: true, job: { select: jobFields } },
      })
    : null;
  if (!row) throw notFound(m.notFound);
  if (canManageListing(actor, row.job)) return row;
  if (row.userId === actor.id || row.job.status === "approved") throw forbidden(m.notYourJob);
  throw notFound(m.notFound);
}
