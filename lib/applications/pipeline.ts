// The poster's applicant pipeline: new → shortlisted (pending both, the API's status unchanged) → accepted or
// rejected (decideApplication: the applicant is mailed); a private note per applicant; several pending
// applicants rejected at once with one message, all or none, each mailed once.
import type { Actor } from "@/lib/auth/policy";
import { findApplicationToManage, findJobToManage } from "@/lib/applications/access";
import { stageOf, type ApplicantStage } from "@/lib/applications/dto";
import { sendApplicationStatusMail } from "@/lib/applications/mails";
import { applicationMessages as m } from "@/lib/applications/messages";
import { decideApplication } from "@/lib/applications/mutations";
import type { ApplicationStage, BulkRejection } from "@/lib/applications/schema";
import { db } from "@/lib/db";
import { conflict, notFound } from "@/lib/errors";
import { applicationDecided } from "@/lib/notifications/events";
import { notifyMany } from "@/lib/notifications/write";

type StageResult = { id: string; status: string; stage: ApplicantStage };

/** Moves an application to `stage`; shortlisting twice keeps the first time, a decision mails the applicant. */
export async function setApplicationStage(
  actor: Actor,
  id: string,
  stage: ApplicationStage,
): Promise<StageResult> {
  const row = await findApplicationToManage(id, actor);
  if (stage === "accepted" || stage === "rejected") {
    const decided = await decideApplication(actor, id, stage);
    return { ...decided, stage };
  }
  const shortlistedAt = stage === "shortlisted" ? (row.shortlistedAt ?? new Date()) : null;
  const { count } = await db.jobApplication.updateMany({
    where: { id, status: "pending" },
    data: { shortlistedAt },
  });
  if (count === 0) throw conflict(m.onlyPendingShortlist);
  return { id, status: "pending", stage: stageOf({ status: "pending", shortlistedAt }) };
}

/** Saves the poster's private note on an applicant (an empty one clears it). */
export async function saveApplicantNote(actor: Actor, id: string, note: string) {
  await findApplicationToManage(id, actor);
  const row = await db.jobApplication.update({
    where: { id },
    data: { posterNote: note },
    select: { id: true, posterNote: true },
  });
  return { id: row.id, note: row.posterNote };
}

type Locked = { id: string; jobId: string; status: string };

/**
 * Rejects every listed application of `jobId` in one transaction (their rows locked): all must be this job's
 * and pending, or nothing changes (404 / 409). Each applicant's notification is written with the change; then
 * each is mailed once, with the poster's message.
 */
export async function rejectApplicants(actor: Actor, jobId: string, input: BulkRejection) {
  const job = await findJobToManage(jobId, actor);
  const ids = [...new Set(input.ids)];
  const rejected = await db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<Locked[]>`
      SELECT "id", "jobId", "status"::text AS "status" FROM "JobApplication"
       WHERE "id" = ANY(${ids}::text[]) ORDER BY "id" FOR UPDATE`;
    if (rows.length !== ids.length || rows.some((r) => r.jobId !== job.id)) throw notFound(m.bulkUnknown);
    if (rows.some((r) => r.status !== "pending")) throw conflict(m.bulkNotPending);
    const { count } = await tx.jobApplication.updateMany({
      where: { id: { in: ids }, status: "pending" },
      data: { status: "rejected" },
    });
    if (count !== ids.length) throw conflict(m.bulkNotPending);
    const rejected = await tx.jobApplication.findMany({
      where: { id: { in: ids } },
      orderBy: { id: "asc" },
      select: { id: true, userId: true, name: true, email: true },
    });
    await notifyMany(
      tx,
      rejected.map((a) =>
        applicationDecided({ userId: a.userId, status: "rejected", job }, actor.id, input.message),
      ),
    );
    return rejected;
  });
  for (const a of rejected) {
    await sendApplicationStatusMail({ ...a, status: "rejected", job, message: input.message });
  }
  return { rejected: rejected.map((a) => a.id) };
}
