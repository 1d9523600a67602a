// What runs each job: one handler per job name, given the job's data (the one registry). lib/worker sits above the
// domains it calls, lib/queue below them (they queue through it), so no folder imports in a circle. A name without a
// handler here is never fetched (its jobs wait) and its schedule is not registered.
import { sendDueReminders } from "@/lib/consultations/reminders";
import { sendEventReminders } from "@/lib/events/reminders";
import { resendFailedMail } from "@/lib/mail/deliver";
import type { JobName } from "@/lib/queue/names";
import type { JobHandler } from "@/lib/queue/run-job";
import { savedSearchJobHandlers } from "@/lib/saved-searches/jobs";

/** mail.retry { id }: sends one kept message (FailedMail) again; throws while it still fails, so it is retried. */
export async function retryFailedMailJob(data: Record<string, unknown>): Promise<void> {
  if (typeof data.id !== "string") throw new Error("mail.retry needs the id of a FailedMail row.");
  const { failed } = await resendFailedMail(undefined, [data.id]);
  if (failed > 0) throw new Error("The message could not be sent again; it stays in Undelivered mail.");
}

export const handlers: Partial<Record<JobName, JobHandler>> = {
  // listing.match, alerts.instant, alerts.digest
  ...savedSearchJobHandlers,
  "consultation.reminders": async () => {
    await sendDueReminders();
  },
  "event.reminders": async () => {
    await sendEventReminders();
  },
  "mail.retry": retryFailedMailJob,
};
