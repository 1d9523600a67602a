// What a server does as it starts (lib/site/server-start.ts, run by instrumentation.ts on every host Next starts):
// bad settings stop it, naming each; on a serverless platform GET /api/ready names them instead (503); the job queue's
// worker starts in the server process unless WORKER=off or the host is serverless, and a failed start is tried again.
import { afterEach, describe, expect, it, vi } from "vitest";
import { settingsProblems } from "@/lib/env";
import type { WorkerHandle } from "@/lib/queue/worker-slot";
import { checkSettingsAtStart, isServerless, startWorkerOnServer } from "@/lib/site/server-start";

const good = { NODE_ENV: "production", AUTH_SECRET: "a-secret-of-at-least-16-chars" };

describe("settingsProblems", () => {
  it("names each setting that is not valid, and AUTH_SECRET when production runs without one", () => {
    expect(settingsProblems(good)).toEqual([]);
    expect(settingsProblems({ ...good, CRON_SECRET: "short" })).toEqual([
      "CRON_SECRET: Too small: expected string to have >=16 characters",
    ]);
    const problems = settingsProblems({
      NODE_ENV: "production",
      SITE_URL: "not a url",
      TRUST_PROXY: "maybe",
    });
    expect(problems.map((p) => p.split(":")[0])).toEqual(["SITE_URL", "TRUST_PROXY", "AUTH_SECRET"]);
    // Outside production (next dev, the tests) the development secret stands in.
    expect(settingsProblems({ NODE_ENV: "development" })).toEqual([]);
  });
});

describe("checkSettingsAtStart", () => {
  it("lets good settings start", () => {
    const exit = vi.fn();
    expect(checkSettingsAtStart({ source: good, exit, error: vi.fn() })).toBe(true);
    expect(exit).not.toHaveBeenCalled();
  });

  it("stops a server with bad settings, naming each", () => {
    const exit = vi.fn();
    const error = vi.fn();
    const source = { ...good, CRON_SECRET: "short", QUEUE_CONCURRENCY: "0" };
    expect(checkSettingsAtStart({ source, exit, error })).toBe(false);
    expect(exit).toHaveBeenCalledWith(1);
    const message = error.mock.calls[0]![0] as string;
    expect(message).toContain("cannot start");
    expect(message).toContain("CRON_SECRET: Too small");
    expect(message).toContain("QUEUE_CONCURRENCY:");
  });

  it("on a serverless platform, says so without ending the function (GET /api/ready answers 503)", () => {
    const platforms: Record<string, string>[] = [{ VERCEL: "1" }, { AWS_LAMBDA_FUNCTION_NAME: "site" }];
    for (const platform of platforms) {
      const exit = vi.fn();
      const error = vi.fn();
      expect(checkSettingsAtStart({ source: { NODE_ENV: "production", ...platform }, exit, error })).toBe(
        false,
      );
      expect(exit).not.toHaveBeenCalled();
      expect(error.mock.calls[0]![0]).toContain("AUTH_SECRET: required in production");
    }
  });
});

describe("the job queue's worker in the server process", () => {
  const handle: WorkerHandle = { wake: () => {}, stop: async () => {} };

  it("starts by default, and not with WORKER=off or on a serverless platform", async () => {
    const start = vi.fn(async () => handle);
    expect(await startWorkerOnServer({ source: {}, start })).toBe(handle);
    expect(await startWorkerOnServer({ source: { WORKER: "on" }, start })).toBe(handle);
    expect(start).toHaveBeenCalledTimes(2);
    expect(await startWorkerOnServer({ source: { WORKER: "off" }, start })).toBeNull();
    expect(await startWorkerOnServer({ source: { VERCEL: "1" }, start })).toBeNull();
    expect(isServerless({ VERCEL: "1" })).toBe(true);
    expect(start).toHaveBeenCalledTimes(2);
  });

  it("tries again later when it cannot start (the database is down), while the server serves", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const start = vi
      .fn<() => Promise<WorkerHandle>>()
      .mockRejectedValueOnce(new Error("connect ECONNREFUSED"))
      .mockResolvedValueOnce(handle);
    const timers: { run: () => void; ms: number }[] = [];
    const setTimeout = (run: () => void, ms: number) => void timers.push({ run, ms });
    expect(await startWorkerOnServer({ source: {}, start, retryMs: 30_000, setTimeout })).toBeNull();
    expect(timers.map((t) => t.ms)).toEqual([30_000]);
    expect(JSON.parse(String(log.mock.calls[0]![0]))).toMatchObject({ event: "worker_not_started" });
    timers[0]!.run();
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(2));
    expect(timers).toHaveLength(1);
    log.mockRestore();
  });
});

describe("GET /api/ready with a bad setting", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("answers 503 naming it, while the settings that are good still read", async () => {
    vi.stubEnv("CRON_SECRET", "short");
    vi.resetModules();
    const { GET } = await import("@/app/api/ready/route");
    const { env } = await import("@/lib/env");
    const res = await GET();
    expect(res.status).toBe(503);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({
      status: "unavailable",
      settings: ["CRON_SECRET: Too small: expected string to have >=16 characters"],
    });
    expect(env.SITE_URL).toMatch(/^http/);
    expect(() => env.CRON_SECRET).toThrow("Invalid environment variable CRON_SECRET: Too small");
  });
});
