// The one Prisma client of the app.
import { PrismaPg } from "@prisma/adapter-pg";
import type { Pool } from "pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { isConnectionLost, isDatabaseUnavailable } from "@/lib/db-errors";
import { env } from "@/lib/env";
import { noteDatabaseUnavailable, sharedDatabase } from "@/lib/request-state.mjs";

/** Operations that only read: run again once when the connection under them died. */
const reads = new Set([
  "findUnique",
  "findUniqueOrThrow",
  "findFirst",
  "findFirstOrThrow",
  "findMany",
  "count",
  "aggregate",
  "groupBy",
]);

export type ClientOptions = {
  max?: number;
  statementTimeoutMs?: number;
  lockTimeoutMs?: number;
  poolTimeoutMs?: number;
};

/**
 * A client whose pool never waits forever: a statement may run 4 s, wait 2 s for a lock, and a request waits
 * 3 s for a free connection (env DATABASE_*_TIMEOUT_MS); each ends in an error the API answers with 503. A
 * read whose connection was cut (the server restarted, an administrator ended it) is tried once more on a
 * fresh one. A query that fails for want of the database marks the request, so a page answers 503.
 *
 * With a pool of one connection (the embedded database) simultaneous queries queue for it by design: no
 * acquire timeout, and transactions may wait up to 30 s to start.
 */
/** work_mem of every pooled connection to a PostgreSQL server (see below). */
export const WORK_MEM = "32MB";

/**
 * Each client's pg pool, once it connected: for SQL that is not Prisma's (the job queue's library, lib/queue). On
 * globalThis, as the client is (lib/request-state.mjs): a second bundled copy of this module finds it too.
 */
type Pools = WeakMap<object, () => Pool | undefined>;
const pools = ((globalThis as { [key: symbol]: Pools | undefined })[Symbol.for("builders-hub.db-pools")] ??=
  new WeakMap());

export function createPrismaClient(
  connectionString: string,
  {
    max = env.DATABASE_POOL_MAX,
    statementTimeoutMs = env.DATABASE_STATEMENT_TIMEOUT_MS,
    lockTimeoutMs = env.DATABASE_LOCK_TIMEOUT_MS,
    poolTimeoutMs = env.DATABASE_POOL_TIMEOUT_MS,
  }: ClientOptions = {},
) {
  const queued = max === 1;
  const adapter = new PrismaPg({
    connectionString,
    max,
    statement_timeout: statementTimeoutMs,
    lock_timeout: lockTimeoutMs,
    // A transaction left open by a stuck request releases its locks.
    idle_in_transaction_session_timeout: 10_000,
    // Memory for a sort or bitmap before it spills or goes lossy (PostgreSQL's default is 4 MB): at 1,000,000
    // jobs, a search word plus a filter counted at 4 MB rechecked 33,000 table pages (2-2.7 s), at 32 MB 0.38 s
    // (bench/README.md, "Filtered lists at 1,000,000 jobs"). Per sort, per connection, on the server only.
    ...(queued ? {} : { options: `-c work_mem=${WORK_MEM}` }),
    ...(queued ? {} : { connectionTimeoutMillis: poolTimeoutMs }),
  });
  // The pool the adapter opens is kept, so the job queue runs on the same connections (the embedded database
  // serves one: a second pool's statements would interleave with these on it).
  let pool: Pool | undefined;
  const connect = adapter.connect.bind(adapter);
  adapter.connect = async () => {
    const opened = await connect();
    pool = opened.underlyingDriver() as Pool;
    return opened;
  };
  const client = new PrismaClient({
    adapter,
    ...(queued ? { transactionOptions: { maxWait: 30_000, timeout: 30_000 } } : {}),
  });
  const retrying = client.$extends({
    query: {
      async $allOperations({ operation, args, query }) {
        try {
          try {
            return await query(args);
          } catch (error) {
            if (!reads.has(operation) || !isConnectionLost(error)) throw error;
            return await query(args);
          }
        } catch (error) {
          if (isDatabaseUnavailable(error)) noteDatabaseUnavailable();
          throw error;
        }
      },
    },
  });
  pools.set(retrying, () => pool);
  return retrying as unknown as PrismaClient;
}

function connectionString(): string {
  if (!env.DATABASE_URL) {
    throw new Error("DATABASE_URL is not set: start the site with `npm run dev` or `npm start`.");
  }
  return env.DATABASE_URL;
}

/**
 * Created on first use, so that importing this module never needs a database (next build); kept in the request
 * state's shared slot (lib/request-state.mjs), so a development reload reuses it and the server closes it.
 */
export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, prop) {
    const client = sharedDatabase(() => createPrismaClient(connectionString()));
    const value = Reflect.get(client, prop);
    return typeof value === "function" ? value.bind(client) : value;
  },
});

/** The pg pool under the app's client (connected first): for SQL that is not Prisma's, such as lib/queue's. */
export async function databasePool(): Promise<Pool> {
  const client = sharedDatabase(() => createPrismaClient(connectionString()));
  const open = pools.get(client)?.();
  if (open && !open.ending) return open;
  await client.$connect();
  const pool = pools.get(client)?.();
  if (!pool) throw new Error("The database client has no pool.");
  return pool;
}
