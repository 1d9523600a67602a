// Readiness: the database answers and every migration shipped with this build is applied.
import { readdir } from "node:fs/promises";
import path from "node:path";
import { db } from "@/lib/db";

type Client = Pick<typeof db, "$queryRaw">;
const defaultMigrationsDir = () => path.join(process.cwd(), "prisma/migrations");

export type Readiness =
  | { status: "ready" }
  | { status: "unavailable"; database: "unreachable" | "ok"; pendingMigrations?: string[] };

/** The migration directories shipped with the app (prisma/migrations, traced into standalone builds). */
export async function shippedMigrations(dir = defaultMigrationsDir()) {
  // Not traced from here (that would take in the whole project): next.config.mjs includes prisma/migrations.
  const entries = await readdir(/*turbopackIgnore: true*/ dir, { withFileTypes: true });
  return entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}

/** The migrations `_prisma_migrations` records as finished and not rolled back. */
async function appliedMigrations(client: Client): Promise<Set<string>> {
  const rows = await client.$queryRaw<{ migration_name: string }[]>`
    SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
  return new Set(rows.map((r) => r.migration_name));
}

export async function checkReadiness({
  client = db,
  migrationsDir = defaultMigrationsDir(),
}: { client?: Client; migrationsDir?: string } = {}): Promise<Readiness> {
  let applied: Set<string>;
  try {
    applied = await appliedMigrations(client);
  } catch (error) {
    // A database without the migrations table answers, but nothing is applied yet.
    if (isMissingTable(error)) applied = new Set();
    else return { status: "unavailable", database: "unreachable" };
  }
  const pending = (await shippedMigrations(migrationsDir)).filter((name) => !applied.has(name));
  return pending.length
    ? { status: "unavailable", database: "ok", pendingMigrations: pending }
    : { status: "ready" };
}

function isMissingTable(error: unknown): boolean {
  const text = String((error as { message?: unknown })?.message ?? error);
  return /_prisma_migrations/.test(text) && /does not exist|42P01/.test(text);
}
