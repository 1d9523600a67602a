// `npm run worker` (scripts/worker.ts) as a process of its own: it runs a job queued by another process, and on
// SIGTERM stops and exits 0. And a database reset (scripts/migrations.ts) drops the queue's schema with its jobs.
import { spawn } from "node:child_process";
import path from "node:path";
import pg from "pg";
import PgBoss from "pg-boss";
import { describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { QUEUE_SCHEMA, queueClient } from "@/lib/queue/client";
import { enqueue } from "@/lib/queue/enqueue";
import { startEmbeddedDb } from "@/scripts/embedded-db";
import { createScratchDb } from "@/scripts/scratch-db";
import { QUEUE_SCHEMA as RESET_SCHEMA, resetDatabase } from "@/scripts/migrations";

const root = path.resolve(import.meta.dirname, "..");

// A second process on the embedded database would interleave with this one's connection: PostgreSQL only.
describe.skipIf(env.DATABASE_EMBEDDED)("npm run worker", () => {
  it("runs a job another process queued, and stops on SIGTERM with exit code 0", async () => {
    await queueClient();
    await db.$executeRawUnsafe(`DELETE FROM ${QUEUE_SCHEMA}.job WHERE name = 'consultation.reminders'`);
    // As `npm run worker` starts it: node with tsx's loader, so the signal reaches the worker itself. (The tsx
    // command is a process of its own that relays a signal and, when the child has not answered within 30 ms,
    // kills it and exits 143: what a busy machine did here.)
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/worker.ts"], {
      cwd: root,
      env: { ...process.env, QUEUE_SCHEDULE: "off", QUEUE_CONCURRENCY: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    try {
      await vi.waitFor(() => expect(output).toContain("worker_process_ready"), {
        timeout: 20_000,
        interval: 100,
      });
      await enqueue("consultation.reminders", {});
      await vi.waitFor(
        async () => {
          const [row] = await db.$queryRawUnsafe<{ state: string }[]>(
            `SELECT state::text AS state FROM ${QUEUE_SCHEMA}.job WHERE name = 'consultation.reminders'`,
          );
          expect(row?.state).toBe("completed");
        },
        { timeout: 20_000, interval: 200 },
      );
      child.kill("SIGTERM");
      expect(await exited).toBe(0);
      expect(output).toContain('"event":"worker_stopped"');
    } finally {
      child.kill("SIGKILL");
    }
  });
});

describe("a database reset", () => {
  it("drops the job queue's schema with its jobs", async () => {
    expect(RESET_SCHEMA).toBe(QUEUE_SCHEMA);
    // A database of its own: beside DATABASE_URL's on PostgreSQL, else an embedded one in memory.
    const scratch = env.DATABASE_EMBEDDED
      ? await startEmbeddedDb(null, 0)
      : await createScratchDb(env.DATABASE_URL!).then((d) => ({ url: d.url, stop: d.drop }));
    try {
      const pool = new pg.Pool({ connectionString: scratch.url, max: 1 });
      const boss = new PgBoss({
        db: { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) },
        schema: QUEUE_SCHEMA,
        supervise: false,
        schedule: false,
      });
      await boss.start();
      await boss.createQueue("probe");
      await boss.send("probe", {});
      await boss.stop({ graceful: false, close: false });
      const schemas = async () =>
        (await pool.query("SELECT nspname FROM pg_namespace WHERE nspname = $1", [QUEUE_SCHEMA])).rowCount;
      expect(await schemas()).toBe(1);
      await pool.end();
      await resetDatabase(scratch.url);
      const after = new pg.Pool({ connectionString: scratch.url, max: 1 });
      expect(
        (await after.query("SELECT 1 FROM pg_namespace WHERE nspname = $1", [QUEUE_SCHEMA])).rowCount,
      ).toBe(0);
      await after.end();
    } finally {
      await scratch.stop();
    }
  });
});
