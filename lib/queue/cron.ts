// What the scheduler's endpoints (/api/cron/*) do on a host without a long-lived worker: queue the same jobs the
// queue's own schedule would (the same data, so one already waiting is not queued twice).
import { queueJob } from "@/lib/queue/enqueue";
import type { JobName } from "@/lib/queue/names";

/** Queues each of `names` once; answers how many were queued (not already waiting). */
export async function queueScheduledJobs(names: JobName[]): Promise<number> {
  let queued = 0;
  for (const name of names) if (await queueJob(name, {})) queued++;
  return queued;
}
