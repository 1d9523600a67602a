// The in-process schedule of the consultation reminders: every `intervalMs` the server calls its own
// POST /api/cron/reminders with the shared secret, so the reminders have one way in whether an outside scheduler
// or the server triggers them (the claim in lib/consultations/reminders.ts keeps each mail single). Off without a
// secret or with an interval of 0; the timer functions are injectable, so a test drives the clock.

/**
 * @param {{ url: string, secret: string | undefined, intervalMs: number,
 *   fetch?: typeof globalThis.fetch, setInterval?: typeof globalThis.setInterval,
 *   clearInterval?: typeof globalThis.clearInterval, log?: (line: string) => void }} options
 * @returns {{ stop: () => void } | null} null when the schedule is off
 */
export function startReminderSchedule({
  url,
  secret,
  intervalMs,
  fetch = globalThis.fetch,
  setInterval = globalThis.setInterval,
  clearInterval = globalThis.clearInterval,
  log = console.log,
}) {
  if (!secret || !(intervalMs > 0)) return null;
  let running = false;
  const tick = async () => {
    if (running) return; // a slow run is never overlapped by the next
    running = true;
    try {
      const res = await fetch(url, { method: "POST", headers: { authorization: `Bearer ${secret}` } });
      if (!res.ok) log(`[reminders] ${url} answered ${res.status}`);
    } catch (error) {
      log(`[reminders] ${url} failed: ${error}`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer?.unref?.();
  return { stop: () => clearInterval(timer) };
}
