// How the production server behaves when the database misbehaves, in figures: requests failed while its
// connections are killed under load, time to recover, latency of unrelated calls while a table is locked, and
// requests in flight at SIGTERM. Needs the production build (`npm run build`) and a real PostgreSQL.
// Usage: DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npx tsx bench/db-faults.ts
// (a scratch database beside DATABASE_URL's is created, migrated, seeded and dropped).
import { spawn } from "node:child_process";
import net from "node:net";
import pg from "pg";
import { runSeed } from "../prisma/seed";
import { createScratchDb } from "../scripts/scratch-db";
import { deployMigrations } from "../scripts/migrations";

const base = process.env.DATABASE_URL;
if (!base) throw new Error("DATABASE_URL must name a PostgreSQL server");

const scratch = await createScratchDb(base);
await deployMigrations(scratch.url);
await runSeed(scratch.url);
const admin = new pg.Client({ connectionString: scratch.url });
await admin.connect();

const port = await new Promise<number>((resolve) => {
  const s = net.createServer().listen(0, "127.0.0.1", () => {
    const { port } = s.address() as net.AddressInfo;
    s.close(() => resolve(port));
  });
});
const origin = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ["scripts/server.mjs", "-H", "127.0.0.1", "-p", String(port)], {
  env: {
    ...process.env,
    DATABASE_URL: scratch.url,
    AUTH_SECRET: "bench-only-secret-0123456789abcdef",
    SITE_URL: origin,
    ACCESS_LOG: "0",
  },
  stdio: ["ignore", "pipe", "inherit"],
});
const serverLog: string[] = [];
server.stdout!.on("data", (d: Buffer) => serverLog.push(d.toString()));

const elapsed = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e6;
async function timed(path: string) {
  const start = process.hrtime.bigint();
  const status = await fetch(`${origin}${path}`).then(
    (r) => r.arrayBuffer().then(() => r.status),
    () => 0,
  );
  return { status, ms: elapsed(start) };
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? 0;

for (let i = 0; ; i++) {
  if ((await timed("/api/ready")).status === 200) break;
  if (i > 600) throw new Error("the server did not start");
  await pause(100);
}

const killServerConnections = () =>
  admin.query(
    `SELECT count(pg_terminate_backend(pid))::int AS killed FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid()`,
  );

// 1. Load (8 callers on /api/jobs and /api/projects) for 15 s, every server connection killed every 3 s.
{
  const statuses = new Map<number, number>();
  let running = true;
  const callers = Array.from({ length: 8 }, async (_, i) => {
    while (running) {
      const { status } = await timed(i % 2 ? "/api/jobs?limit=10" : "/api/projects");
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  });
  let kills = 0;
  const start = Date.now();
  while (Date.now() - start < 15_000) {
    await pause(3_000);
    kills += (await killServerConnections()).rows[0].killed;
  }
  running = false;
  await Promise.all(callers);
  const total = [...statuses.values()].reduce((a, b) => a + b, 0);
  const failed = total - (statuses.get(200) ?? 0);
  console.log(
    `killed connections: ${kills} over 15 s under load; ${total} requests, ${failed} not 200 (${((failed / total) * 100).toFixed(2)}%): ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
  const after = process.hrtime.bigint();
  await killServerConnections();
  for (;;) {
    if ((await timed("/api/jobs?limit=1")).status === 200) break;
    await pause(10);
  }
  console.log(`recovery after the last kill: first 200 in ${elapsed(after).toFixed(0)} ms, no restart`);
}

// 2. "Job" locked for 8 s: the calls that read it, and unrelated ones, meanwhile.
{
  const holder = new pg.Client({ connectionString: scratch.url });
  await holder.connect();
  await holder.query('BEGIN; LOCK TABLE "Job" IN ACCESS EXCLUSIVE MODE');
  const lockedAt = Date.now();
  const onJob: { status: number; ms: number }[] = [];
  const unrelated: { status: number; ms: number }[] = [];
  const loops = [
    ...Array.from({ length: 4 }, async () => {
      while (Date.now() - lockedAt < 8_000) onJob.push(await timed("/api/jobs?limit=10"));
    }),
    ...Array.from({ length: 4 }, async (_, i) => {
      while (Date.now() - lockedAt < 8_000)
        unrelated.push(
          await timed(["/api/projects", "/api/events?limit=5", "/api/auth/status", "/api/gigs"][i]!),
        );
    }),
  ];
  await Promise.all(loops);
  await holder.query("ROLLBACK");
  await holder.end();
  const summary = (rows: { status: number; ms: number }[]) => {
    const statuses = rows.reduce<Record<number, number>>(
      (m, r) => ({ ...m, [r.status]: (m[r.status] ?? 0) + 1 }),
      {},
    );
    const ms = rows.map((r) => r.ms);
    return `${rows.length} requests ${JSON.stringify(statuses)}, p50 ${percentile(ms, 50).toFixed(0)} ms, p95 ${percentile(ms, 95).toFixed(0)} ms, max ${Math.max(...ms).toFixed(0)} ms`;
  };
  console.log(`"Job" locked 8 s — /api/jobs: ${summary(onJob)}`);
  console.log(`"Job" locked 8 s — unrelated calls: ${summary(unrelated)}`);
}

// 3. SIGTERM with 20 requests in flight.
{
  const inFlight = Array.from({ length: 20 }, (_, i) =>
    timed(i % 2 ? "/api/jobs?limit=100" : "/api/events?limit=100"),
  );
  // Sent, and given time to reach the server (its answers take longer than this).
  await pause(100);
  const exited = new Promise<number | null>((resolve) => server.once("exit", (code) => resolve(code)));
  const signalled = process.hrtime.bigint();
  server.kill("SIGTERM");
  const results = await Promise.all(inFlight);
  const code = await exited;
  const late = await timed("/api/health");
  const statuses = results.reduce<Record<string, number>>((m, r) => {
    const key = r.status === 0 ? "refused or cut" : String(r.status);
    return { ...m, [key]: (m[key] ?? 0) + 1 };
  }, {});
  console.log(
    `SIGTERM with 20 requests sent: ${JSON.stringify(statuses)}, exit code ${code} after ${elapsed(signalled).toFixed(0)} ms; a request after exit: ${late.status === 0 ? "refused" : late.status}`,
  );
}

await admin.end();
await scratch.drop();
