import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/errors";
import { db } from "@/lib/db";
import { enforceRateLimits, hit } from "@/lib/rate-limit/store";

describe("rate limits in PostgreSQL", () => {
  it("allows `limit` hits per window, then refuses with the seconds left", async () => {
    const rule = { key: `test:${crypto.randomUUID()}`, limit: 3, windowSeconds: 60 };
    for (let i = 0; i < 3; i++) expect((await hit(rule)).allowed).toBe(true);
    const over = await hit(rule);
    expect(over.allowed).toBe(false);
    expect(over.retryAfterSeconds).toBeGreaterThan(55);
    expect(over.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it("counts concurrent hits exactly once each", async () => {
    const rule = { key: `test:${crypto.randomUUID()}`, limit: 5, windowSeconds: 60 };
    const results = await Promise.all(Array.from({ length: 12 }, () => hit(rule)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });

  it("throws a 429 ApiError with Retry-After", async () => {
    const rule = { key: `test:${crypto.randomUUID()}`, limit: 1, windowSeconds: 30 };
    await enforceRateLimits([rule]);
    const error = await enforceRateLimits([rule]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(429);
    expect(Number((error as ApiError).headers?.["Retry-After"])).toBeGreaterThan(25);
  });

  it("deletes ended windows when a new window starts, and keeps live ones", async () => {
    const ended = `test:${crypto.randomUUID()}`;
    const live = `test:${crypto.randomUUID()}`;
    await db.rateLimit.createMany({
      data: [
        { key: ended, count: 3, resetAt: new Date(Date.now() - 1000) },
        { key: live, count: 3, resetAt: new Date(Date.now() + 60_000) },
      ],
    });
    await hit({ key: `test:${crypto.randomUUID()}`, limit: 1, windowSeconds: 60 });
    const left = await db.rateLimit.findMany({
      where: { key: { in: [ended, live] } },
      select: { key: true },
    });
    expect(left).toEqual([{ key: live }]);
  });
});
