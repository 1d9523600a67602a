// What a server does as it starts, on every Node host: instrumentation.ts calls these when Next starts (next start,
// the standalone server.js, scripts/server.mjs, next dev), never while building.
// - Bad settings stop it, with a message naming each one; on a serverless platform, which starts a function per
//   request and cannot be refused, GET /api/ready answers 503 naming them instead.
// - The job queue's worker runs in the server process (lib/worker/start.ts, which instrumentation.ts passes in: the
//   queued jobs and the queue's own schedule) unless WORKER=off (a worker process of its own runs them: npm run worker); on a serverless platform
//   its scheduler calls /api/cron/* instead (vercel.json), and POST /api/cron/work runs the queue.
import { settingsProblems } from "@/lib/env";
import { pluralNoun } from "@/lib/format/plural";
import { logFailure } from "@/lib/log";
import type { WorkerHandle } from "@/lib/queue/worker-slot";

type Source = Record<string, string | undefined>;

/** A platform that starts a function per request (no start to refuse, no timer that lives on). */
export const isServerless = (source: Source): boolean =>
  Boolean(source.VERCEL || source.AWS_LAMBDA_FUNCTION_NAME || source.NETLIFY);

/** True when the settings are good; else it says which are not and, where it can, ends the process. */
export function checkSettingsAtStart({
  source = process.env,
  exit = (code: number) => process.exit(code),
  error = (message: string) => void process.stderr.write(`${message}\n`),
}: { source?: Source; exit?: (code: number) => void; error?: (line: string) => void } = {}): boolean {
  const problems = settingsProblems(source);
  if (problems.length === 0) return true;
  error(
    [
      `Builders Hub cannot start: ${pluralNoun(problems.length, "a setting is", "settings are")} missing or not valid.`,
      ...problems.map((problem) => `  ${problem}`),
      "Fix the environment (.env.example lists every setting) and start it again.",
    ].join("\n"),
  );
  if (!isServerless(source)) exit(1);
  return false;
}

/** How long a server waits to try again when its worker could not start (the database was down). */
export const WORKER_RETRY_MS = 30_000;

/**
 * Starts the job queue's worker in this server process, unless WORKER=off or the host is serverless; a start that
 * fails (no database yet) is tried again every WORKER_RETRY_MS, while the site serves what it can.
 */
export async function startWorkerOnServer({
  start,
  source = process.env,
  retryMs = WORKER_RETRY_MS,
  setTimeout: later = globalThis.setTimeout,
}: {
  start: () => Promise<WorkerHandle>;
  source?: Source;
  retryMs?: number;
  setTimeout?: (run: () => void, ms: number) => unknown;
}): Promise<WorkerHandle | null> {
  if (isServerless(source) || source.WORKER === "off") return null;
  try {
    return await start();
  } catch (error) {
    logFailure("worker_not_started", error, { retryMs });
    const timer = later(
      () => void startWorkerOnServer({ source, start, retryMs, setTimeout: later }),
      retryMs,
    );
    (timer as { unref?: () => void } | undefined)?.unref?.();
    return null;
  }
}
