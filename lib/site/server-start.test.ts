// What a server does as it starts (lib/site/server-start.ts, run by instrumentation.ts on every host Next starts):
// bad settings stop it, naming each; on a serverless platform GET /api/ready names them instead (503); the in-process
// schedule runs on Next's own server unless scripts/server.mjs runs it or the host is serverless.
import { afterEach, describe, expect, it, vi } from "vitest";
import { settingsProblems } from "@/lib/env";
import { checkSettingsAtStart, isServerless, ownOrigin, scheduleOnNextServer } from "@/lib/site/server-start";

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
    const source = { ...good, CRON_SECRET: "short", REMINDER_INTERVAL_MS: "-1" };
    expect(checkSettingsAtStart({ source, exit, error })).toBe(false);
    expect(exit).toHaveBeenCalledWith(1);
    const message = error.mock.calls[0]![0] as string;
    expect(message).toContain("cannot start");
    expect(message).toContain("CRON_SECRET: Too small");
    expect(message).toContain("REMINDER_INTERVAL_MS:");
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

describe("the in-process schedule on Next's own server", () => {
  const start = vi.fn((options: { urls: string[]; secret?: string; intervalMs: number }) => ({
    stop: () => {},
    options,
  }));
  afterEach(() => start.mockClear());

  it("calls the server's own endpoints, at the address it told", () => {
    expect(ownOrigin({ __NEXT_PRIVATE_ORIGIN: "http://localhost:3311", PORT: "3311" })).toBe(
      "http://127.0.0.1:3311",
    );
    expect(ownOrigin({ __NEXT_PRIVATE_ORIGIN: "http://10.0.0.5:3000" })).toBe("http://10.0.0.5:3000");
    expect(ownOrigin({ PORT: "8080" })).toBe("http://127.0.0.1:8080");
    expect(ownOrigin({})).toBeNull();

    const source = { PORT: "3311", CRON_SECRET: "a-secret-of-16-chars", REMINDER_INTERVAL_MS: "60000" };
    expect(scheduleOnNextServer({ source, claim: () => true, start })).not.toBeNull();
    expect(start).toHaveBeenCalledWith({
      urls: ["http://127.0.0.1:3311/api/cron/reminders", "http://127.0.0.1:3311/api/cron/alerts"],
      secret: "a-secret-of-16-chars",
      intervalMs: 60_000,
    });
  });

  it("every 5 minutes unless said; off without a secret or with 0 (startCronSchedule decides)", () => {
    scheduleOnNextServer({ source: { PORT: "3000" }, claim: () => true, start });
    expect(start).toHaveBeenCalledWith(expect.objectContaining({ secret: undefined, intervalMs: 300_000 }));
  });

  it("leaves it to scripts/server.mjs when that claimed it, and to the platform's scheduler when serverless", () => {
    expect(scheduleOnNextServer({ source: { PORT: "3000" }, claim: () => false, start })).toBeNull();
    const claim = vi.fn(() => true);
    expect(scheduleOnNextServer({ source: { PORT: "3000", VERCEL: "1" }, claim, start })).toBeNull();
    expect(isServerless({ VERCEL: "1" })).toBe(true);
    expect(claim).not.toHaveBeenCalled();
    expect(start).not.toHaveBeenCalled();
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
