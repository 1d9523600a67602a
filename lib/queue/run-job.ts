// One run of one job: its handler with the job's data, then the job completed, or failed with the error (pg-boss then
// queues it again after its backoff, or, after the last attempt, moves it to its dead-letter queue).
import type PgBoss from "pg-boss";
import { logLine } from "@/lib/log";
import type { JobName } from "@/lib/queue/names";

export type JobContext = {
  id: string;
  name: JobName;
  /** Aborted when the run loses the job (it ran past its lease, the worker is stopping): stop early if you can. */
  signal: AbortSignal;
};

export type JobHandler = (data: Record<string, unknown>, job: JobContext) => Promise<unknown>;

export type FetchedJob = { id: string; data: unknown; expireInSeconds: number | string };

export type Outcome = "completed" | "failed" | "released";

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/** What a failed job keeps (and the back office shows): the message, and where it came from. */
function failure(error: unknown) {
  return {
    message: messageOf(error),
    ...(error instanceof Error && error.stack ? { stack: error.stack.slice(0, 4000) } : {}),
  };
}

/**
 * Runs `job` with `handler`. Past its lease (expireInSeconds) the run fails and its signal aborts; a run whose
 * `signal` (the worker's) aborted first was released by the worker and completes nothing.
 */
export async function runJob(
  boss: PgBoss,
  name: JobName,
  job: FetchedJob,
  handler: JobHandler,
  signal?: AbortSignal,
): Promise<Outcome> {
  const abort = new AbortController();
  const onRelease = () => abort.abort(signal?.reason);
  signal?.addEventListener("abort", onRelease, { once: true });
  const leaseMs = Number(job.expireInSeconds) * 1000;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const lease = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      abort.abort(new Error("lease over"));
      reject(new Error(`The job ran longer than its ${Math.round(leaseMs / 1000)} s lease.`));
    }, leaseMs);
    timer.unref?.();
  });
  const data = (job.data ?? {}) as Record<string, unknown>;
  const started = Date.now();
  try {
    await Promise.race([handler(data, { id: job.id, name, signal: abort.signal }), lease]);
    if (signal?.aborted) return "released";
    await boss.complete(name, job.id);
    logLine("info", { event: "job_done", name, id: job.id, ms: Date.now() - started });
    return "completed";
  } catch (error) {
    if (signal?.aborted) return "released";
    await boss.fail(name, job.id, failure(error));
    logLine("error", { event: "job_failed", name, id: job.id, message: messageOf(error) });
    return "failed";
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", onRelease);
  }
}

/** Fetches one due job of the first of `names` that has one (claiming it: state active, its lease started). */
export async function fetchNext(
  boss: PgBoss,
  names: readonly JobName[],
): Promise<{ name: JobName; job: FetchedJob } | null> {
  for (const name of names) {
    const [job] = await boss.fetch<Record<string, unknown>>(name);
    if (job) return { name, job: job as unknown as FetchedJob };
  }
  return null;
}
