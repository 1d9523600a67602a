// The integration files' databases. On PostgreSQL each vitest worker has a copy of DATABASE_URL's database (migrated
// and seeded by scripts/with-db.ts --prepare), so integration files run side by side, one per worker, without seeing
// each other's rows or queue: `vitest.config.ts` runs this once before the run (globalSetup) and
// `tests/helpers/worker-database.ts` points each worker at its copy. The embedded database (one session at a time,
// DATABASE_EMBEDDED) keeps one worker and the database itself.
import pg from "pg";

/** How many workers run the integration files: two on PostgreSQL (two cores), one on the embedded database. */
export const integrationWorkers = process.env.DATABASE_EMBEDDED === "1" ? 1 : 2;

/** The copy a worker uses: `<database>_scratch_w<id>` (the `_scratch_` suffix, so `.ci/run` drops one left behind). */
export function workerDatabaseUrl(baseUrl: string, poolId: number): string {
  const url = new URL(baseUrl);
  const base = decodeURIComponent(url.pathname.slice(1));
  url.pathname = `/${`${base.replace(/[^A-Za-z0-9_]/g, "_")}_scratch_w${poolId}`.slice(-63)}`;
  return url.toString();
}

function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

/** Runs statements on the server's maintenance database: a template may have no session open while it is copied. */
async function onServer(baseUrl: string, statements: string[]) {
  const url = new URL(baseUrl);
  url.pathname = "/postgres";
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    for (const sql of statements) await client.query(sql);
  } finally {
    await client.end();
  }
}

export default async function setup() {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl || integrationWorkers === 1) return;
  const base = databaseName(baseUrl);
  const copies = Array.from({ length: integrationWorkers }, (_, i) =>
    databaseName(workerDatabaseUrl(baseUrl, i + 1)),
  );
  await onServer(
    baseUrl,
    copies.flatMap((name) => [
      `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`,
      `CREATE DATABASE "${name}" TEMPLATE "${base}"`,
    ]),
  );
  return () =>
    onServer(
      baseUrl,
      copies.map((name) => `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
    );
}
