// The job queue: pg-boss 10 on the app's own database, its tables in the schema "pgboss" (created and migrated by
// pg-boss itself as it starts; a database reset drops it: scripts/migrations.ts). Its SQL runs on the app's pool
// (lib/db.ts databasePool), so the embedded database keeps to its one connection; a job queued in a transaction runs
// on that transaction (transactionExecutor). One client per process, kept on globalThis.
import PgBoss from "pg-boss";
import { databasePool } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { logFailure } from "@/lib/log";
import { jobNames, type JobName } from "@/lib/queue/names";
import { deadLetterOf, queueSettings } from "@/lib/queue/settings";

export const QUEUE_SCHEMA = "pgboss";

/** pg-boss's maintenance (expiring lost leases, archiving) may outlast the pool's per-statement limit. */
const MAINTENANCE_STATEMENT_TIMEOUT = "2min";

/** pg-boss's SQL on the app's pool, as pg-boss's own Db would run it. */
export const poolExecutor: PgBoss.Db = {
  async executeSql(text, values) {
    const pool = await databasePool();
    // Its maintenance comes as one script (BEGIN; …; COMMIT;), which gets a longer statement timeout.
    const sql = /^\s*BEGIN;/.test(text)
      ? text.replace(/BEGIN;/, `BEGIN; SET LOCAL statement_timeout = '${MAINTENANCE_STATEMENT_TIMEOUT}';`)
      : text;
    return pool.query(sql, values);
  },
};

/** A JSON value as PostgreSQL reads it from text ($3::jsonb); other values as they are. */
function asParameter(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === "object") return JSON.stringify(value);
  return value;
}

/** pg-boss's SQL on a Prisma transaction: the job is written with the transaction's changes, or not at all. */
export function transactionExecutor(tx: Prisma.TransactionClient): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      const rows = await tx.$queryRawUnsafe<Record<string, unknown>[]>(text, ...values.map(asParameter));
      return { rows };
    },
  };
}

type Role = "client" | "worker";

/**
 * A pg-boss instance on the app's pool. The client only queues, fetches and completes; the worker's also keeps the
 * queue (expiring lost leases, archiving: whichever instance's turn it is) and runs the schedule (one tick per
 * interval across instances).
 */
export function createBoss(role: Role, { schedule = role === "worker" } = {}): PgBoss {
  const boss = new PgBoss({
    db: poolExecutor,
    schema: QUEUE_SCHEMA,
    migrate: true,
    supervise: role === "worker",
    schedule: role === "worker" && schedule,
  });
  boss.on("error", (error) => logFailure("queue_error", error, { role }));
  return boss;
}

/** Creates the queues that are missing (each with its dead-letter queue) and brings changed settings up to date. */
export async function ensureQueues(boss: PgBoss): Promise<void> {
  const existing = new Map((await boss.getQueues()).map((q) => [q.name, q]));
  for (const name of jobNames) {
    const s = queueSettings[name];
    const dead = deadLetterOf(name);
    if (s.deadLetter && !existing.has(dead)) await boss.createQueue(dead, { name: dead, policy: "standard" });
    const wanted = {
      name,
      policy: "stately" as const,
      retryLimit: s.retryLimit,
      retryDelay: s.retryDelay,
      retryBackoff: true,
      expireInSeconds: s.expireInSeconds,
      ...(s.deadLetter ? { deadLetter: dead } : {}),
    };
    const found = existing.get(name);
    if (!found) await boss.createQueue(name, wanted);
    else if (
      found.policy !== wanted.policy ||
      found.retryLimit !== wanted.retryLimit ||
      found.retryDelay !== wanted.retryDelay ||
      found.retryBackoff !== true ||
      found.expireInSeconds !== wanted.expireInSeconds ||
      (found.deadLetter ?? undefined) !== wanted.deadLetter
    )
      await boss.updateQueue(name, wanted);
  }
}

const slot = Symbol.for("builders-hub.queue-client");
type Slot = { [slot]?: Promise<PgBoss> };

/** The process's queue client, started (schema and queues in place) on first use. */
export function queueClient(): Promise<PgBoss> {
  const scope = globalThis as Slot;
  scope[slot] ??= (async () => {
    const boss = createBoss("client");
    await boss.start();
    await ensureQueues(boss);
    return boss;
  })().catch((error: unknown) => {
    scope[slot] = undefined; // the next call tries again (the database was down)
    throw error;
  });
  return scope[slot];
}

/** The names among `names` with a job due now (one query; each a probe of its queue's index). */
export async function dueQueues(names: readonly JobName[]): Promise<JobName[]> {
  if (names.length === 0) return [];
  const { rows } = await poolExecutor.executeSql(
    `SELECT n.name FROM unnest($1::text[]) AS n(name)
     WHERE EXISTS (SELECT 1 FROM ${QUEUE_SCHEMA}.job j
                   WHERE j.name = n.name AND j.state < 'active' AND j.start_after < now())`,
    [names],
  );
  return rows.map((r: { name: JobName }) => r.name);
}
