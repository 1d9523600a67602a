// The worker's loop: keeps up to `concurrency` jobs running, taking the next due job from the queues in turn (so
// no queue waits on another's backlog). Idle, it asks once per `pollMs` whether any queue has a job due (one
// query), and at once when woken (a job queued in this process, a run that ended).
import type PgBoss from "pg-boss";
import { logFailure } from "@/lib/log";
import { dueQueues } from "@/lib/queue/client";
import type { JobName } from "@/lib/queue/names";
import { fetchNext, runJob, type JobHandler } from "@/lib/queue/run-job";

export type RunnerOptions = {
  boss: PgBoss;
  handlers: Partial<Record<JobName, JobHandler>>;
  concurrency: number;
  pollMs?: number;
};

export type Runner = {
  wake: () => void;
  stop: (graceMs?: number) => Promise<void>;
  /** Ids of the jobs running now. */
  running: () => string[];
};

type Running = { name: JobName; release: AbortController; done: Promise<unknown> };

export function startRunner({ boss, handlers, concurrency, pollMs = 2000 }: RunnerOptions): Runner {
  const names = Object.keys(handlers) as JobName[];
  const active = new Map<string, Running>();
  let stopping = false;
  let turn = 0;
  let waking: (() => void) | null = null;

  const nap = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        waking = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      timer.unref?.();
      waking = done;
    });

  function start(name: JobName, job: { id: string; data: unknown; expireInSeconds: number | string }) {
    const release = new AbortController();
    const done = runJob(boss, name, job, handlers[name]!, release.signal)
      .catch((error: unknown) => logFailure("job_not_finished", error, { name, id: job.id }))
      .finally(() => {
        active.delete(job.id);
        waking?.();
      });
    active.set(job.id, { name, release, done });
  }

  /** Starts what it can; true when it started anything. */
  async function fill(): Promise<boolean> {
    const due = await dueQueues(names);
    if (due.length === 0) return false;
    turn = (turn + 1) % due.length;
    const order = [...due.slice(turn), ...due.slice(0, turn)];
    let started = false;
    for (const name of order) {
      if (stopping || active.size >= concurrency) break;
      const next = await fetchNext(boss, [name]);
      if (!next) continue;
      start(next.name, next.job);
      started = true;
    }
    return started;
  }

  const loop = (async () => {
    while (!stopping) {
      let started = false;
      try {
        if (active.size < concurrency) started = await fill();
      } catch (error) {
        logFailure("queue_fetch_failed", error);
      }
      if (stopping) break;
      if (!started || active.size >= concurrency) await nap(pollMs);
    }
  })();

  return {
    wake: () => waking?.(),
    running: () => [...active.keys()],
    async stop(graceMs = 25_000) {
      stopping = true;
      waking?.();
      await loop;
      const all = Promise.allSettled([...active.values()].map((r) => r.done));
      let timer: ReturnType<typeof setTimeout> | undefined;
      const finished = await Promise.race([
        all.then(() => true),
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), graceMs))),
      ]);
      clearTimeout(timer);
      if (finished) return;
      // Released: it counts as an attempt and runs again after its backoff, on this worker or another.
      for (const [id, run] of active) {
        run.release.abort(new Error("worker stopped"));
        await boss
          .fail(run.name, id, { message: "The worker stopped before the job finished; it runs again." })
          .catch((error: unknown) => logFailure("job_not_released", error, { name: run.name, id }));
      }
    },
  };
}
