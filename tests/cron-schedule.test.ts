// The in-process cron schedule: off without a secret or an interval, else one authorised POST per URL per interval
// (never two at once for one URL, while the other goes on), driven by a fake clock.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { claimCronSchedule, startCronSchedule } from "@/scripts/cron-schedule.mjs";

const reminders = "http://127.0.0.1:3000/api/cron/reminders";
const alerts = "http://127.0.0.1:3000/api/cron/alerts";
const urls = [reminders, alerts];
const secret = "a-secret-of-16-chars";

describe("startCronSchedule", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("is off without a secret, with an interval of 0 or with no URL", () => {
    const fetch = vi.fn();
    expect(startCronSchedule({ urls, secret: undefined, intervalMs: 1000, fetch })).toBeNull();
    expect(startCronSchedule({ urls, secret, intervalMs: 0, fetch })).toBeNull();
    expect(startCronSchedule({ urls: [], secret, intervalMs: 1000, fetch })).toBeNull();
    vi.advanceTimersByTime(10_000);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("calls each endpoint with the secret once per interval, and stops", async () => {
    const fetch = vi.fn(async () => new Response("{}", { status: 200 }));
    const schedule = startCronSchedule({ urls, secret, intervalMs: 60_000, fetch, log: () => {} });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    for (const url of urls) {
      expect(fetch).toHaveBeenCalledWith(url, {
        method: "POST",
        headers: { authorization: `Bearer ${secret}` },
      });
    }
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetch).toHaveBeenCalledTimes(6);
    schedule!.stop();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(fetch).toHaveBeenCalledTimes(6);
  });

  it("skips a URL's tick while its previous call is still running (the other goes on), and logs a failure", async () => {
    let finish: (r: Response) => void = () => {};
    const fetch = vi.fn((url: string) =>
      url === reminders
        ? new Promise<Response>((resolve) => (finish = resolve))
        : Promise.resolve(new Response("{}", { status: 200 })),
    );
    const log = vi.fn();
    startCronSchedule({ urls, secret, intervalMs: 1000, fetch: fetch as typeof globalThis.fetch, log })!;
    await vi.advanceTimersByTimeAsync(3000);
    const calls = (url: string) => fetch.mock.calls.filter(([u]) => u === url).length;
    expect(calls(reminders)).toBe(1);
    expect(calls(alerts)).toBe(3);
    finish(new Response("{}", { status: 401 }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(log).toHaveBeenCalledWith(`[cron] ${reminders} answered 401`);
    expect(calls(reminders)).toBe(2);
  });
});

describe("claimCronSchedule", () => {
  it("gives the process's one schedule to its first claimant: scripts/server.mjs before instrumentation.ts", () => {
    const scope: Record<symbol, unknown> = {};
    expect(claimCronSchedule(scope)).toBe(true);
    expect(claimCronSchedule(scope)).toBe(false);
    expect(claimCronSchedule({})).toBe(true);
  });
});
