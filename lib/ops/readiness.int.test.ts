// /api/health and /api/ready against the test database (migrated by `npm run test:unit`).
import { cp, mkdir, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { GET as health } from "@/app/api/health/route";
import { GET as ready, POST as readyPost } from "@/app/api/ready/route";
import { createPrismaClient } from "@/lib/db";
import { checkReadiness, shippedMigrations } from "@/lib/ops/readiness";

const unreachable = createPrismaClient("postgresql://postgres@127.0.0.1:1/nowhere", { max: 1 });
afterAll(() => unreachable.$disconnect());

describe("GET /api/health", () => {
  it("answers 200 ok, never cached", async () => {
    const res = health();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});

describe("GET /api/ready", () => {
  it("answers 200 ready when the database answers and every migration is applied, never cached", async () => {
    const res = await ready();
    expect(await res.json()).toEqual({ status: "ready" });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("names the migrations the database lacks", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "migrations-"));
    try {
      await cp(path.join(process.cwd(), "prisma/migrations"), dir, { recursive: true });
      await mkdir(path.join(dir, "29991231000000_from_the_future"));
      expect(await checkReadiness({ migrationsDir: dir })).toEqual({
        status: "unavailable",
        database: "ok",
        pendingMigrations: ["29991231000000_from_the_future"],
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("says the database is unreachable when it does not answer", async () => {
    expect(await checkReadiness({ client: unreachable })).toEqual({
      status: "unavailable",
      database: "unreachable",
    });
  });

  it("ships at least the first migration", async () => {
    expect((await shippedMigrations())[0]).toMatch(/_init$/);
  });

  it("serves GET only", async () => {
    const res = readyPost();
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toContain("GET");
  });
});
