// The in-process schedule of the scheduler's endpoints (the consultation reminders, the saved-search alerts):
// every `intervalMs` the server calls each of its own POST /api/cron/* URLs with the shared secret, so each job
// has one way in whether an outside scheduler or the server triggers it (the claims in
// lib/consultations/reminders.ts and lib/saved-searches/digest.ts keep each mail single). Off without a secret or
// with an interval of 0; the timer functions are injectable, so a test drives the clock.
// Started by scripts/server.mjs, or on Next's own server (next start, the standalone server.js) by
// instrumentation.ts (lib/site/server-start.ts); one per process (claimCronSchedule).

const claimed = Symbol.for("builders-hub.cron-schedule");

/**
 * Claims this process's one in-process schedule: true the first time, false after (scripts/server.mjs claims it
 * before Next starts, so instrumentation.ts leaves it to the server).
 * @param {Record<symbol, unknown>} [scope] where the claim is kept (the process's globalThis)
 */
export function claimCronSchedule(scope = /** @type {Record<symbol, unknown>} */ (globalThis)) {
  if (scope[claimed]) return false;
  scope[claimed] = true;
  return true;
}

/**
 * @param {{ urls: string[], secret: string | undefined, intervalMs: number,
 *   fetch?: typeof globalThis.fetch, setInterval?: typeof globalThis.setInterval,
 *   clearInterval?: typeof globalThis.clearInterval, log?: (line: string) => void }} options
 * @returns {{ stop: () => void } | null} null when the schedule is off
 */
export function startCronSchedule({
  urls,
  secret,
  intervalMs,
  fetch = globalThis.fetch,
  setInterval = globalThis.setInterval,
  clearInterval = globalThis.clearInterval,
  log = console.log,
}) {
  if (!secret || !(intervalMs > 0) || urls.length === 0) return null;
  /** The URLs whose call is still running: a slow one is never overlapped by its next tick. */
  const running = new Set();
  const call = async (url) => {
    if (running.has(url)) return;
    running.add(url);
    try {
      const res = await fetch(url, { method: "POST", headers: { authorization: `Bearer ${secret}` } });
      if (!res.ok) log(`[cron] ${url} answered ${res.status}`);
    } catch (error) {
      log(`[cron] ${url} failed: ${error}`);
    } finally {
      running.delete(url);
    }
  };
  const timer = setInterval(() => {
    for (const url of urls) void call(url);
  }, intervalMs);
  timer?.unref?.();
  return { stop: () => clearInterval(timer) };
}
