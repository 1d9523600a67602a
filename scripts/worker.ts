// npm run worker: the job queue's worker as a process of its own (lib/worker/start.ts): beside web servers started
// with WORKER=off, or as more workers on the same database (each takes its own jobs; the schedule ticks once).
// Needs DATABASE_URL: the embedded database belongs to the process that opened it (npm start runs the worker inside).
// SIGTERM/SIGINT: it takes no new job, lets the running ones finish (up to 25 s), releases the rest (they run again
// on a worker that lives on), closes its connections and exits 0. A kill -9 leaves its jobs claimed until their
// lease is over; then another worker runs them.
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { logLine } from "@/lib/log";
import { startWorker } from "@/lib/worker/start";
import { checkSettingsAtStart } from "@/lib/site/server-start";

const GRACE_MS = 25_000;

if (!env.DATABASE_URL) {
  console.error(
    "npm run worker needs DATABASE_URL (PostgreSQL). With the embedded database, npm start runs the worker itself.",
  );
  process.exit(1);
}
if (!checkSettingsAtStart()) process.exit(1);

const worker = await startWorker();
logLine("info", { event: "worker_process_ready", pid: process.pid });

let stopping: Promise<void> | undefined;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    stopping ??= (async () => {
      logLine("info", { event: "worker_stopping", signal });
      await worker.stop(GRACE_MS);
      await db.$disconnect();
      process.exit(0);
    })();
  });
}
