// What runs each job: one handler per job name, given the job's data (the one registry). lib/worker sits above the
// domains it calls, lib/queue below them (they queue through it), so no folder imports in a circle. A name without a
// handler here is never fetched (its jobs wait) and its schedule is not registered.
import { sendDueReminders } from "@/lib/consultations/reminders";
import { resendFailedMail } from "@/lib/mail/deliver";
import type { JobName } from "@/lib/queue/names";
import type { JobHandler } from "@/lib/queue/run-job";

/** mail.retry { id }: sends one kept message (FailedMail) again; throws while it still fails, so it is retried. */
export async function retryFailedMailJob(data: Record<string, unknown>): Promise<void> {
  if (typeof data.id !== "string") throw new Error("mail.retry needs the id of a FailedMail row.");
  const { failed } = await resendFailedMail(undefined, [data.id]);
  if (failed > 0) throw new Error("The message could not be sent again; it stays in Undelivered mail.");
}

export const handlers: Partial<Record<JobName, JobHandler>> = {
  "consultation.reminders": async () => {
    await sendDueReminders();
  },
  "mail.retry": retryFailedMailJob,
  // TODO(lead): wire these once their files land (then their schedules register on the next worker start):
  //   "listing.match": matchListingJob,       from lib/saved-searches/jobs.ts (helper "alerts")
  //   "alerts.instant": instantAlertsJob,     from lib/saved-searches/jobs.ts
  //   "alerts.digest": digestJob,             from lib/saved-searches/jobs.ts
  //   "event.reminders": async () => { await sendEventReminders(); },  from lib/events/reminders.ts (helper "events")
};
