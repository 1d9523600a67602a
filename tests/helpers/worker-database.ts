// Runs before each integration file (vitest.config.ts): on PostgreSQL, the file uses its worker's copy of the
// database (tests/helpers/worker-databases.ts), set before any module reads DATABASE_URL (lib/env.ts).
import { integrationWorkers, workerDatabaseUrl } from "./worker-databases";

const poolId = Number(process.env.VITEST_POOL_ID);
if (process.env.DATABASE_URL && integrationWorkers > 1) {
  if (!(poolId >= 1 && poolId <= integrationWorkers)) {
    throw new Error(`VITEST_POOL_ID ${process.env.VITEST_POOL_ID} has no database (1–${integrationWorkers})`);
  }
  // The run's own database, kept for a worker process that runs a second file.
  process.env.INTEGRATION_BASE_DATABASE_URL ??= process.env.DATABASE_URL;
  process.env.DATABASE_URL = workerDatabaseUrl(process.env.INTEGRATION_BASE_DATABASE_URL, poolId);
}
