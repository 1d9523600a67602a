// A database of its own on DATABASE_URL's server, for a run that must not see another run's rows: the e2e
// suite, which would otherwise share the database the integration tests have just filled.
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

/** Creates `<database>_scratch_<pid>` beside the database of `baseUrl`; `drop` removes it. */
export async function createScratchDb(baseUrl: string): Promise<ScratchDb> {
  const url = new URL(baseUrl);
  const base = decodeURIComponent(url.pathname.slice(1)) || "postgres";
  const name = `${base.replace(/[^A-Za-z0-9_]/g, "_")}_scratch_${process.pid}`.slice(-63);
  // CREATE and DROP DATABASE may run from any database: connect to the base one, which the user can reach.
  await run(baseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await run(baseUrl, `CREATE DATABASE "${name}"`);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(baseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}
