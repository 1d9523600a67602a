// The database misbehaving, against a real PostgreSQL (a scratch database of this file's own): a locked table,
// a runaway statement, a pool used up, connections killed. Each request that cannot be served ends in an
// error the API answers with 503 (isDatabaseUnavailable), quickly, and the pool carries on by itself.
// PGlite (the embedded database) is one session, with no locks between connections: skipped there.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPrismaClient, WORK_MEM } from "@/lib/db";
import { isDatabaseUnavailable } from "@/lib/db-errors";
import { env } from "@/lib/env";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { deployMigrations } from "@/scripts/migrations";
import { createScratchDb, type ScratchDb } from "@/scripts/scratch-db";

const app = "faults-test";
let scratch: ScratchDb;
/** Holds locks. */
let holder: pg.Client;
/** Watches the server (pg_stat_activity is frozen for the length of a transaction, so not from `holder`). */
let observer: pg.Client;
const clients: PrismaClient[] = [];

/** A client of the app's kind, with short limits so the test does not wait seconds. */
function appClient(options: Parameters<typeof createPrismaClient>[1] = {}) {
  const url = new URL(scratch.url);
  url.searchParams.set("application_name", app);
  const client = createPrismaClient(url.toString(), {
    max: 4,
    statementTimeoutMs: 1500,
    lockTimeoutMs: 300,
    poolTimeoutMs: 500,
    ...options,
  });
  clients.push(client);
  return client;
}

/** The app's connections as the server sees them. */
async function appBackends(where = "true") {
  const { rows } = await observer.query<{ pid: number; state: string; wait_event_type: string | null }>(
    `SELECT pid, state, wait_event_type FROM pg_stat_activity
      WHERE datname = current_database() AND application_name = $1 AND ${where}`,
    [app],
  );
  return rows;
}

/** Polls the server (not the clock) until `check` holds. */
async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 500; i++) {
    if (await check()) return;
    await observer.query("SELECT pg_sleep(0.01)");
  }
  throw new Error("the database never reached the expected state");
}

function settle<T>(query: PromiseLike<T>): Promise<PromiseSettledResult<T>> {
  return Promise.allSettled([query]).then(([result]) => result);
}

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the query to fail");
}

describe.skipIf(env.DATABASE_EMBEDDED)("the database misbehaving", () => {
  beforeAll(async () => {
    scratch = await createScratchDb(`${env.DATABASE_URL}`);
    await deployMigrations(scratch.url);
    holder = new pg.Client({ connectionString: scratch.url });
    observer = new pg.Client({ connectionString: scratch.url });
    await Promise.all([holder.connect(), observer.connect()]);
    await holder.query(
      `INSERT INTO "Course" (id, slug, title, description, image, category)
       VALUES ('c1', 'c1', 'Course', 'A course', '', 'programming')`,
    );
  });

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.$disconnect()));
    await Promise.all([holder?.end(), observer?.end()]);
    await scratch?.drop();
  });

  it("a locked table fails its readers with an unavailable error instead of holding them, and other tables stay served", async () => {
    const client = appClient();
    await holder.query('BEGIN; LOCK TABLE "Job" IN ACCESS EXCLUSIVE MODE');
    try {
      const [jobs, courses] = await Promise.allSettled([client.job.findMany(), client.course.count()]);
      expect(jobs.status).toBe("rejected");
      expect(isDatabaseUnavailable((jobs as PromiseRejectedResult).reason)).toBe(true);
      expect(courses).toEqual({ status: "fulfilled", value: 1 });
    } finally {
      await holder.query("ROLLBACK");
    }
    expect(await client.job.count()).toBe(0);
  });

  it("a statement that runs past the statement timeout is cancelled as unavailable", async () => {
    const client = appClient();
    const error = await failureOf(client.$queryRaw`SELECT pg_sleep(30)`);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(await client.course.count()).toBe(1);
  });

  it("pooled connections sort and count with the larger work_mem", async () => {
    const rows = await appClient().$queryRaw<{ work_mem: string }[]>`SHOW work_mem`;
    expect(rows[0]?.work_mem).toBe(WORK_MEM);
  });

  it("a request that finds every connection busy gives up after the pool timeout as unavailable", async () => {
    const client = appClient({ max: 2, lockTimeoutMs: 10_000, statementTimeoutMs: 10_000 });
    await holder.query('BEGIN; LOCK TABLE "Job" IN ACCESS EXCLUSIVE MODE');
    let busy: Promise<number[]>;
    try {
      busy = Promise.all([client.job.count(), client.job.count()]);
      await until(async () => (await appBackends("wait_event_type = 'Lock'")).length === 2);
      const error = await failureOf(client.course.count());
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await holder.query("ROLLBACK");
    }
    // The requests that held the connections finish once the lock is gone.
    expect(await busy).toEqual([0, 0]);
    expect(await client.course.count()).toBe(1);
  });

  it("a read whose connection is killed mid-query is tried again on a fresh connection; a write in flight fails as unavailable", async () => {
    const client = appClient({ lockTimeoutMs: 10_000, statementTimeoutMs: 10_000 });
    await holder.query('BEGIN; LOCK TABLE "Course" IN ACCESS EXCLUSIVE MODE');
    let read: Promise<PromiseSettledResult<{ id: string }[]>>;
    let write: Promise<PromiseSettledResult<unknown>>;
    try {
      // (Prisma's queries start when awaited.)
      read = settle(client.course.findMany({ select: { id: true } }));
      write = settle(client.course.updateMany({ where: { id: "c1" }, data: { title: "Renamed" } }));
      await until(async () => (await appBackends("wait_event_type = 'Lock'")).length === 2);
      await holder.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND application_name = $1`,
        [app],
      );
    } finally {
      await holder.query("ROLLBACK");
    }

    const r = await read;
    expect(r.status === "fulfilled" ? r.value : String(r.reason)).toEqual([{ id: "c1" }]);
    const written = await write;
    expect(written.status).toBe("rejected");
    expect(isDatabaseUnavailable((written as PromiseRejectedResult).reason)).toBe(true);
    // The write did not happen, and the pool serves the next requests without a restart.
    const courses = await Promise.all(Array.from({ length: 8 }, () => client.course.findFirst()));
    expect(courses.map((c) => c?.title)).toEqual(Array(8).fill("Course"));
  });

  it("connections killed while idle are replaced: the next requests succeed", async () => {
    const client = appClient();
    await Promise.all(Array.from({ length: 4 }, () => client.course.count()));
    expect((await appBackends()).length).toBeGreaterThan(0);
    await holder.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND application_name = $1`,
      [app],
    );
    const counts = await Promise.all(Array.from({ length: 12 }, () => client.course.count()));
    expect(counts).toEqual(Array(12).fill(1));
  });
});
