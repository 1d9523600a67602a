// Running the queue to empty in this process, without a worker: for tests (runQueuedJobs) and for a serverless
// platform, where no process outlives a request (POST /api/cron/work: runQueuedJobsFor).
import { queueClient } from "@/lib/queue/client";
import { jobNames, type JobName } from "@/lib/queue/names";
import { handlers } from "@/lib/worker/handlers";
import { fetchNext, runJob, type JobHandler } from "@/lib/queue/run-job";

/** A queue that keeps refilling itself is a bug: a run stops after this many jobs. */
const MAX_JOBS = 10_000;

type Lanes = {
  names: readonly JobName[];
  handlers: Partial<Record<JobName, JobHandler>>;
  concurrency: number;
  /** No job starts after this (ms since the epoch). */
  until: number;
  now: () => number;
};

async function runLanes({ names, handlers: run, concurrency, until, now }: Lanes) {
  const boss = await queueClient();
  const runnable = names.filter((name) => run[name]);
  const counts = { ran: 0, failed: 0 };
  let turn = 0;
  const lane = async () => {
    while (now() < until && counts.ran < MAX_JOBS) {
      turn = (turn + 1) % Math.max(runnable.length, 1);
      const next = await fetchNext(boss, [...runnable.slice(turn), ...runnable.slice(0, turn)]);
      if (!next) return;
      const outcome = await runJob(boss, next.name, next.job, run[next.name]!);
      counts.ran++;
      if (outcome === "failed") counts.failed++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return counts;
}

/**
 * Runs every job queued now (of `names`, default all with a handler) in this process, one at a time, until none is
 * due, jobs those jobs queue included; answers how many ran. A job that fails waits for its retry and is not run
 * again here. For tests: call it instead of waiting for a worker.
 */
export async function runQueuedJobs(
  options: { names?: JobName[]; handlers?: Partial<Record<JobName, JobHandler>> } = {},
): Promise<number> {
  const { ran } = await runLanes({
    names: options.names ?? jobNames,
    handlers: options.handlers ?? handlers,
    concurrency: 1,
    until: Number.POSITIVE_INFINITY,
    now: Date.now,
  });
  return ran;
}

/**
 * Runs queued jobs with `concurrency` lanes, starting none after `seconds`, after the queue's upkeep (lost leases
 * expire and run again, old jobs are archived), which a long-lived worker does on its own.
 */
export async function runQueuedJobsFor(
  seconds: number,
  { concurrency, now = Date.now }: { concurrency: number; now?: () => number },
): Promise<{ ran: number; failed: number }> {
  const boss = await queueClient();
  await boss.maintain();
  return runLanes({ names: jobNames, handlers, concurrency, until: now() + seconds * 1000, now });
}
