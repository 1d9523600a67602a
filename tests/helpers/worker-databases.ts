// The integration files' databases. On PostgreSQL each vitest worker has a copy of DATABASE_URL's database (migrated
// and seeded by scripts/with-db.ts --prepare), so integration files run side by side, one per worker, without seeing
// each other's rows or queue: `vitest.config.ts` runs this once before the run (globalSetup) and
// `tests/helpers/worker-database.ts` points each worker at its copy. The embedded database (one session at a time,
// DATABASE_EMBEDDED) keeps one worker and the database itself.
import { createScratchDb, scratchUrl, type ScratchDb } from "../../scripts/scratch-db";

/** How many workers run the integration files: two on PostgreSQL (two cores), one on the embedded database. */
export const integrationWorkers = process.env.DATABASE_EMBEDDED === "1" ? 1 : 2;

/** The copy the worker with `poolId` (VITEST_POOL_ID) uses: `<database>_scratch_w<id>`. */
export const workerDatabaseUrl = (baseUrl: string, poolId: number) => scratchUrl(baseUrl, `w${poolId}`);

export default async function setup() {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl || integrationWorkers === 1) return;
  const copies: ScratchDb[] = [];
  // One after the other: a database being copied may have no other session, another copy's included.
  for (let poolId = 1; poolId <= integrationWorkers; poolId++) {
    copies.push(await createScratchDb(baseUrl, { suffix: `w${poolId}`, copy: true }));
  }
  return async () => {
    for (const copy of copies) await copy.drop();
  };
}
