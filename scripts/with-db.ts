// Runs a command with a database: DATABASE_URL when set, else the embedded PostgreSQL.
// Usage: node --import tsx scripts/with-db.ts [--fresh | --scratch] [--prepare] -- <command> [args...]
//   --fresh    an in-memory embedded database (only when DATABASE_URL is unset)
//   --scratch  a new database of its own, migrated and seeded, gone at exit: in memory without DATABASE_URL,
//              else beside DATABASE_URL's on the same server (the e2e suite: no rows left by other tests)
//   --prepare  apply migrations and the seed even when DATABASE_URL is set
import { spawn } from "node:child_process";
import { deployMigrations } from "./migrations";
import { openDatabase } from "./database-url";
import { runSeed } from "../prisma/seed";

const argv = process.argv.slice(2);
const dashDash = argv.indexOf("--");
const flags = dashDash === -1 ? argv : argv.slice(0, dashDash);
const command = dashDash === -1 ? [] : argv.slice(dashDash + 1);
if (command.length === 0) {
  console.error(
    "usage: node --import tsx scripts/with-db.ts [--fresh | --scratch] [--prepare] -- <command> [args...]",
  );
  process.exit(2);
}

const database = await openDatabase({
  fresh: flags.includes("--fresh"),
  scratch: flags.includes("--scratch"),
});
if (database.embedded || database.isNew || flags.includes("--prepare")) {
  const applied = await deployMigrations(database.url);
  if (applied.length) console.log(`[db] applied ${applied.length} migration(s): ${applied.join(", ")}`);
  if (database.isNew || flags.includes("--prepare")) {
    await runSeed(database.url);
    console.log("[db] seeded");
  }
}
if (database.embedded) console.log(`[db] embedded PostgreSQL at ${database.url}`);

const [bin, ...args] = command as [string, ...string[]];
const child = spawn(bin, args, {
  stdio: "inherit",
  // The embedded database serves one session at a time: queries from several pooled connections would interleave
  // their protocol messages on it, so its clients keep to one connection (lib/db.ts queues on it).
  env: {
    ...process.env,
    DATABASE_URL: database.url,
    ...(database.embedded ? { DATABASE_POOL_MAX: "1", DATABASE_EMBEDDED: "1" } : {}),
  },
  shell: process.platform === "win32",
});

let stopping = false;
async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  await database.close().catch(() => {});
  process.exit(code);
}
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => {
    child.kill(signal);
  });
}
child.on("exit", (code, signal) => void shutdown(code ?? (signal ? 1 : 0)));
