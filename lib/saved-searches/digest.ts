// Until POST /api/cron/alerts queues the alert jobs itself (lib/queue, helper "queue"): one run of each, here and
// now, the later pages queued (jobs.ts). The polling of every due search it once did is gone: alerts are sent from
// the matches recorded when listings are approved.
import { digestJob, instantAlertsJob } from "@/lib/saved-searches/jobs";

/** Sends the first page of instant alerts and of daily and weekly digests due; answers how many mails went. */
export async function sendDigests(): Promise<number> {
  const runs = [
    await instantAlertsJob({}),
    await digestJob({ period: "daily" }),
    await digestJob({ period: "weekly" }),
  ];
  return runs.reduce((sum, run) => sum + run.sent, 0);
}
