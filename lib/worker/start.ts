// The worker: runs the queued jobs (lib/queue/runner.ts, with the handlers of lib/worker/handlers.ts), keeps the
// queue (lost leases expire and run again, finished jobs are archived) and runs the queue's own schedule
// (lib/queue/settings.ts: reminders every 5 minutes, alerts, digests by India time), one tick per interval whatever
// the number of workers. Started in the server
// process by instrumentation.ts (lib/site/server-start.ts) unless WORKER=off, or alone by `npm run worker`
// (scripts/worker.ts). One per process.
import type PgBoss from "pg-boss";
import { env } from "@/lib/env";
import { logLine } from "@/lib/log";
import { createBoss, ensureQueues } from "@/lib/queue/client";
import { jobNames } from "@/lib/queue/names";
import { handlers } from "@/lib/worker/handlers";
import type { JobHandler } from "@/lib/queue/run-job";
import { startRunner } from "@/lib/queue/runner";
import { keyOf, queueSettings, SCHEDULE_TIMEZONE } from "@/lib/queue/settings";
import { setSharedWorker, sharedWorker, type WorkerHandle } from "@/lib/queue/worker-slot";

/** Registers the schedule of every job that has a handler and a cron (and removes any other). */
export async function registerSchedules(boss: PgBoss, registered: Partial<Record<string, JobHandler>>) {
  for (const name of jobNames) {
    const cron = queueSettings[name].cron;
    if (cron && registered[name]) {
      await boss.schedule(name, cron, {}, { tz: SCHEDULE_TIMEZONE, singletonKey: keyOf({}) });
    } else {
      await boss.unschedule(name);
    }
  }
}

export type WorkerOptions = {
  concurrency?: number;
  /** Register and run the queue's schedule (QUEUE_SCHEDULE). */
  schedule?: boolean;
  pollMs?: number;
};

const starting = Symbol.for("builders-hub.queue-worker-starting");
type Starting = { [starting]?: Promise<WorkerHandle> };

/** Starts this process's worker (or answers the one it runs). */
export function startWorker(options: WorkerOptions = {}): Promise<WorkerHandle> {
  const running = sharedWorker();
  if (running) return Promise.resolve(running);
  const scope = globalThis as Starting;
  scope[starting] ??= launch(options).finally(() => {
    scope[starting] = undefined;
  });
  return scope[starting];
}

async function launch({
  concurrency = env.QUEUE_CONCURRENCY,
  schedule = env.QUEUE_SCHEDULE === "on",
  pollMs,
}: WorkerOptions): Promise<WorkerHandle> {
  const boss = createBoss("worker", { schedule });
  await boss.start();
  await ensureQueues(boss);
  if (schedule) await registerSchedules(boss, handlers);
  const runner = startRunner({ boss, handlers, concurrency, pollMs });
  let stopping: Promise<void> | undefined;
  const handle: WorkerHandle = {
    wake: runner.wake,
    stop: (graceMs) =>
      (stopping ??= (async () => {
        await runner.stop(graceMs);
        await boss.stop({ graceful: false, close: false });
        setSharedWorker(undefined);
        logLine("info", { event: "worker_stopped" });
      })()),
  };
  setSharedWorker(handle);
  logLine("info", {
    event: "worker_started",
    concurrency,
    schedule,
    jobs: Object.keys(handlers).join(","),
  });
  return handle;
}
