// A job closed early decides the applications still open on it (new or shortlisted): each goes to "closed" and
// its applicant is told, by a notification written with the change and a mail sent after the answer
// (sendApplicationClosedMails). However many there are, the change is one UPDATE and the notifications one
// INSERT, inside the close's transaction.
import type { Prisma } from "@/lib/generated/prisma/client";
import { applicationClosed } from "@/lib/notifications/events";
import { notifyMany } from "@/lib/notifications/write";

type Tx = Prisma.TransactionClient;

export type ClosedJob = { id: string; title: string; company: string };
export type ClosedApplicant = { name: string; email: string };

/** In the close's transaction (the job's row already updated, so locked): answers who is to be mailed. */
export async function closeOpenApplications(
  tx: Tx,
  job: ClosedJob,
  reason: "Filled" | "Closed",
  actorId: string,
): Promise<ClosedApplicant[]> {
  const rows = await tx.jobApplication.updateManyAndReturn({
    where: { jobId: job.id, status: "pending" },
    data: { status: "closed" },
    select: { userId: true, name: true, email: true },
  });
  await notifyMany(
    tx,
    rows.map((r) => applicationClosed({ userId: r.userId, job, reason }, actorId)),
  );
  return rows.map(({ name, email }) => ({ name, email }));
}
