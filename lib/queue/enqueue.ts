// The one way to put background work on the job queue (PostgreSQL, through pg-boss: lib/queue/client.ts). Every job
// has a name (lib/queue/names.ts) and a handler (lib/worker/handlers.ts); a worker runs it, retrying a failure with
// backoff (lib/queue/settings.ts) until it lands among the failed jobs of the back office.
import { queueClient, transactionExecutor } from "@/lib/queue/client";
import type { EnqueueOptions, JobName } from "@/lib/queue/names";
import { sendOptions } from "@/lib/queue/settings";
import { wakeWorker } from "@/lib/queue/worker-slot";

export { jobNames, type EnqueueOptions, type JobName } from "@/lib/queue/names";

/** Queues `name` with `data` (plain JSON); answers whether it was queued (false: the same job already waits). */
export async function queueJob(
  name: JobName,
  data: Record<string, unknown>,
  options: EnqueueOptions = {},
): Promise<boolean> {
  const boss = await queueClient();
  const { tx, ...rest } = options;
  const id = await boss.send(name, data, {
    ...sendOptions(data, rest),
    ...(tx ? { db: transactionExecutor(tx) } : {}),
  });
  if (id) wakeWorker();
  return id !== null;
}

export async function enqueue(
  name: JobName,
  data: Record<string, unknown>,
  options?: EnqueueOptions,
): Promise<void> {
  await queueJob(name, data, options);
}
