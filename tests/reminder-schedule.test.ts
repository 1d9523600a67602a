// The in-process reminder schedule: off without a secret or an interval, else one authorised POST per interval
// (never two at once), driven by a fake clock.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startReminderSchedule } from "@/scripts/reminder-schedule.mjs";

const url = "http://127.0.0.1:3000/api/cron/reminders";

describe("startReminderSchedule", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("is off without a secret or with an interval of 0", () => {
    const fetch = vi.fn();
    expect(startReminderSchedule({ url, secret: undefined, intervalMs: 1000, fetch })).toBeNull();
    expect(startReminderSchedule({ url, secret: "s".repeat(16), intervalMs: 0, fetch })).toBeNull();
    vi.advanceTimersByTime(10_000);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("calls the endpoint with the secret once per interval, and stops", async () => {
    const fetch = vi.fn(async () => new Response("{}", { status: 200 }));
    const schedule = startReminderSchedule({
      url,
      secret: "a-secret-of-16-chars",
      intervalMs: 60_000,
      fetch,
      log: () => {},
    });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(url, {
      method: "POST",
      headers: { authorization: "Bearer a-secret-of-16-chars" },
    });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetch).toHaveBeenCalledTimes(3);
    schedule!.stop();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("skips a tick while the previous call is still running, and logs a failure", async () => {
    let finish: (r: Response) => void = () => {};
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (finish = resolve)));
    const log = vi.fn();
    startReminderSchedule({ url, secret: "a-secret-of-16-chars", intervalMs: 1000, fetch, log })!;
    await vi.advanceTimersByTimeAsync(3000);
    expect(fetch).toHaveBeenCalledTimes(1);
    finish(new Response("{}", { status: 401 }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(log).toHaveBeenCalledWith(`[reminders] ${url} answered 401`);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
