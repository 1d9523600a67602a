// A database of its own on DATABASE_URL's server, for a run that must not see another run's rows: the e2e
// suite, which would otherwise share the database the integration tests have just filled, and each vitest worker's
// copy of the prepared database (tests/helpers/worker-databases.ts).
import pg from "pg";

export type ScratchDb = { url: string; drop: () => Promise<void> };

async function run(connectionString: string, sql: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1)) || "postgres";

/** The address of `<database>_scratch_<suffix>` beside the database of `baseUrl` (what `.ci/run` drops at its end). */
export function scratchUrl(baseUrl: string, suffix: string): string {
  const url = new URL(baseUrl);
  const base = databaseName(baseUrl);
  url.pathname = `/${`${base.replace(/[^A-Za-z0-9_]/g, "_")}_scratch_${suffix}`.slice(-63)}`;
  return url.toString();
}

/**
 * Creates `<database>_scratch_<suffix>` (the process id unless given) beside the database of `baseUrl`, empty or,
 * with `copy`, a copy of that database; `drop` removes it.
 */
export async function createScratchDb(
  baseUrl: string,
  { suffix = String(process.pid), copy = false }: { suffix?: string; copy?: boolean } = {},
): Promise<ScratchDb> {
  const url = scratchUrl(baseUrl, suffix);
  const name = databaseName(url);
  // CREATE and DROP DATABASE may run from any database: the base one, which the user can reach; a copy from the
  // server's maintenance database, as the database copied (the template) may have no session open.
  const from = new URL(baseUrl);
  if (copy) from.pathname = "/postgres";
  const admin = from.toString();
  await run(admin, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await run(admin, `CREATE DATABASE "${name}"${copy ? ` TEMPLATE "${databaseName(baseUrl)}"` : ""}`);
  return { url, drop: () => run(admin, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}
