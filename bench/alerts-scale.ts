// Saved-search alerts at a million (issue #44, targets 2–4) against a database filled by bench/million-seed.ts, through
// the app's own code: an admin's approval (lib/listings/moderation.ts moderateListing, which queues listing.match),
// the queue's workers as processes of their own (scripts/worker.ts, as `npm run worker` starts them), mail to a file
// outbox in a temporary directory (RESEND_API_KEY unset). Never the dev database: --db names it.
// Usage (each phase on its own; the machine is shared, so each figure is printed with the load average):
//   npx tsx bench/alerts-scale.ts --db bench_million instant            # approve a listing matching many searches,
//                                                                       # and one matching none
//   npx tsx bench/alerts-scale.ts --db bench_million daily --slice 10000 --workers 1   # a daily run of 10,000 digests
//   npx tsx bench/alerts-scale.ts --db bench_million crash --slice 10000               # kill -9 a worker mid-run
// A daily run's "something new" is recorded as match-listing.ts records it: SavedSearchMatch rows (matchedAt before
// the day began in India, so today's digest tells of them) and each search's pendingSince the earliest of them; each
// search is given 1–3 listings its own list shows (matches.ts listingsAmong), so every claim writes a mail. Before each
// daily run the bench's own rows of the day are removed (its matches, the day's claims, their notifications).
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

const args = process.argv.slice(2);
const value = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const database = value("--db");
const phase = args.find((a) => ["instant", "daily", "crash"].includes(a));
if (!database || !/^bench_[a-z0-9_]+$/.test(database) || !phase) {
  console.error(
    "Usage: npx tsx bench/alerts-scale.ts --db bench_million instant|daily|crash [--slice N] [--workers K]",
  );
  process.exit(1);
}
const base = new URL(process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres");
base.pathname = `/${database}`;
const databaseUrl = base.toString();
const outbox = () => mkdtempSync(path.join(tmpdir(), "alerts-outbox-"));
process.env.DATABASE_URL = databaseUrl;
process.env.MAIL_OUTBOX_DIR = outbox();
delete process.env.RESEND_API_KEY;

const { db } = await import("../lib/db");
const { queueClient } = await import("../lib/queue/client");
const { enqueue } = await import("../lib/queue/enqueue");
const { listingsAmong } = await import("../lib/saved-searches/matches");
const { periodOf, toldBefore } = await import("../lib/saved-searches/periods");

/** The bench's own setup statements: a connection of its own, without the app pool's statement timeout. */
const setup = new pg.Client({ connectionString: databaseUrl });
await setup.connect();
const run = async (sql: string, params: unknown[] = []) => (await setup.query(sql, params)).rowCount ?? 0;

const load = () =>
  `load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}`;
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const int = (n: bigint | number) => Number(n);
const batchFiles = (dir: string) =>
  readdirSync(dir).filter((f) => f.includes("-batch-") && f.endsWith(".json"));

/** A worker process as `npm run worker` starts it, on the bench database, writing mail to `mailDir`. */
function startWorkerProcess(mailDir: string): ChildProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/worker.ts"], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      MAIL_OUTBOX_DIR: mailDir,
      QUEUE_SCHEDULE: "off",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return child;
}

/** CPU seconds (user + system) a process has used, from /proc. */
function cpuOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

async function stopAll(workers: ChildProcess[]) {
  for (const w of workers) if (w.exitCode === null) w.kill("SIGTERM");
  await Promise.all(workers.map((w) => (w.exitCode === null ? new Promise((r) => w.once("exit", r)) : null)));
}

async function waitFor(check: () => Promise<boolean>, limitMs: number, everyMs = 500): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > limitMs) return Number.NaN;
    await sleep(everyMs);
  }
  return Date.now() - started;
}

async function instantPhase() {
  const admin = await db.user.findFirstOrThrow({
    where: { role: "Admin" },
    select: { id: true, role: true },
  });
  const { moderateListing } = await import("../lib/listings/moderation");
  const { matchListingJob } = await import("../lib/saved-searches/jobs");
  await queueClient();
  const total = await db.savedSearch.count();

  // A listing matching nothing: a pending event that is no hackathon, meetup or workshop, without the word "ai".
  const none = await db.event.findFirstOrThrow({
    where: { status: "pending", type: "Event", NOT: { searchText: { contains: "ai" } } },
    select: { id: true },
  });
  await db.$transaction(async (tx) => {
    const { decideListingInTx } = await import("../lib/listings/moderation");
    await decideListingInTx(tx, "event", none.id, admin.id, { approve: true });
  });
  const nothing: number[] = [];
  let nonePass;
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    nonePass = await matchListingJob({ kind: "event", id: none.id });
    nothing.push(performance.now() - t);
  }
  nothing.sort((a, b) => a - b);
  console.log(
    `listing matching nothing (event ${none.id}): listing.match ${nothing[2]!.toFixed(0)} ms (median of 5; min ${nothing[0]!.toFixed(0)} ms), ` +
      `${JSON.stringify(nonePass)}; ${load()}`,
  );

  // A listing matching many: a pending Smart Contracts gig (category=smart-contracts), with a worker running.
  const gig = await db.gig.findFirstOrThrow({
    where: { status: "pending", category: "Smart Contracts" },
    select: { id: true, title: true },
  });
  const mailDir = outbox();
  const worker = startWorkerProcess(mailDir);
  await sleep(8000); // the worker's start (tsx, pg-boss) is not part of the figure
  const t0 = new Date();
  const started = Date.now();
  await moderateListing("gig", gig.id, admin, { approve: true });
  const approved = Date.now() - started;
  const matched = async () =>
    int(
      (
        await db.$queryRaw<{ n: bigint }[]>`
      SELECT count(*) AS n FROM "SavedSearchMatch" m JOIN "SavedSearch" s ON s.id = m."searchId"
      WHERE m."listingId" = ${gig.id} AND s.frequency = 'instant'`
      )[0]!.n,
    );
  const matchDone = async () =>
    int(
      (
        await db.$queryRaw<{ n: bigint }[]>`
      SELECT count(*) AS n FROM pgboss.job WHERE name = 'listing.match' AND data->>'id' = ${gig.id} AND state = 'completed'`
      )[0]!.n,
    ) > 0;
  const queuedIds = async () =>
    int(
      (
        await db.$queryRaw<{ n: bigint | null }[]>`
      SELECT sum(jsonb_array_length(data->'searchIds')) AS n FROM pgboss.job
      WHERE name = 'alerts.instant' AND created_on >= ${t0} AND data ? 'searchIds'`
      )[0]!.n ?? 0,
    );
  const toQueued = await waitFor(
    async () => (await matchDone()) && (await queuedIds()) >= (await matched()),
    10 * 60_000,
  );
  const instant = await matched();
  const all = int(
    (
      await db.$queryRaw<
        { n: bigint }[]
      >`SELECT count(*) AS n FROM "SavedSearchMatch" WHERE "listingId" = ${gig.id}`
    )[0]!.n,
  );
  console.log(
    `listing matching many (gig ${gig.id}): ${all.toLocaleString("en-US")} searches matched of ${total.toLocaleString("en-US")} ` +
      `(${((100 * all) / total).toFixed(1)} %), ${instant.toLocaleString("en-US")} instant; approval ${secs(approved)}; ` +
      `every instant alert queued ${secs(toQueued + approved)} after the approval began; ${load()}`,
  );
  const toOutbox = await waitFor(async () => batchFiles(mailDir).length >= instant, 10 * 60_000, 1000);
  console.log(
    `  ${batchFiles(mailDir).length.toLocaleString("en-US")} instant alerts in the outbox ${secs(toOutbox + toQueued + approved)} after the approval ` +
      `(one worker, concurrency 2; worker CPU ${cpuOf(worker.pid!).toFixed(1)} s); ${load()}`,
  );
  await stopAll([worker]);
}

/** One listing per vocabulary query that its own list shows now (the newest approved of its kind that it shows). */
async function shownListings(): Promise<Map<string, string[]>> {
  const queries = await db.$queryRaw<{ kind: "job" | "event" | "gig" | "startup"; query: string }[]>`
    SELECT DISTINCT kind::text AS kind, query FROM "SavedSearch" WHERE frequency = 'daily'`;
  const out = new Map<string, string[]>();
  const now = new Date();
  for (const { kind, query } of queries) {
    const table = { job: "Job", event: "Event", gig: "Gig", startup: "Startup" }[kind];
    const recent = await db.$queryRawUnsafe<{ id: string }[]>(
      `SELECT id FROM "${table}" WHERE status = 'approved' ORDER BY "approvedAt" DESC NULLS LAST LIMIT 3000`,
    );
    const shown = await listingsAmong(
      kind,
      query,
      recent.map((r) => r.id),
      { now, take: 3 },
    );
    out.set(
      `${kind} ${query}`,
      shown.map((s) => s.id),
    );
  }
  return out;
}

/** Makes `slice` daily searches (spread over the ids by their hash, of the queries that show a listing now) have something new, as match-listing.ts records it. */
async function prepareDaily(slice: number, now: Date) {
  const period = periodOf("daily", now);
  const matchedAt = new Date(toldBefore("daily", now).getTime() - 3_600_000);
  // The bench's rows of an earlier run: the notifications of its searches' digests, its matches, the day's claims.
  await run(`DELETE FROM "Notification" WHERE kind = 'saved_search_matches' AND "createdAt" > now() - interval '6 hours'
    AND "userId" IN (SELECT s."userId" FROM "SavedSearch" s JOIN "SavedSearchMatch" m ON m."searchId" = s.id
                     WHERE m.id LIKE 'bench-daily-%')`);
  await run(`DELETE FROM "SavedSearchMatch" WHERE id LIKE 'bench-daily-%'`);
  await run(`DELETE FROM "SavedSearchDigest" WHERE period = $1`, [period]);
  // pendingSince as the matches say (the seed marks 1 % of the searches with none recorded).
  await run(`UPDATE "SavedSearch" s SET "pendingSince" = (
      SELECT min(m."matchedAt") FROM "SavedSearchMatch" m WHERE m."searchId" = s.id AND m."digestId" IS NULL)
    WHERE s.frequency = 'daily' AND s."pendingSince" IS NOT NULL`);
  const shown = await shownListings();
  const keys = [...shown.keys()].filter((k) => shown.get(k)!.length > 0);
  const daily = int(
    (
      await db.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM "SavedSearch" WHERE frequency = 'daily'`
    )[0]!.n,
  );
  const kinds = keys.map((k) => k.split(" ")[0]!);
  const queries = keys.map((k) => k.slice(k.indexOf(" ") + 1));
  const lists = keys.map((k) => JSON.stringify(shown.get(k)));
  const inserted = await run(
    `INSERT INTO "SavedSearchMatch" (id, "searchId", "listingKind", "listingId", "matchedAt")
    SELECT 'bench-daily-' || s.id || '-' || j, s.id, s.kind, (s.ids::jsonb)->>(j - 1), $1
    FROM (SELECT d.id, d.kind, v.ids, row_number() OVER (ORDER BY md5(d.id)) AS r
          FROM "SavedSearch" d JOIN unnest($2::text[], $3::text[], $4::text[]) AS v(kind, query, ids)
            ON v.kind = d.kind::text AND v.query = d.query
          WHERE d.frequency = 'daily') s
    CROSS JOIN LATERAL generate_series(1, least(jsonb_array_length(s.ids::jsonb), 1 + abs(hashtext(s.id)) % 3)) AS j
    WHERE s.r <= $5
    ON CONFLICT DO NOTHING`,
    [matchedAt, kinds, queries, lists, slice],
  );
  const marked = await run(
    `UPDATE "SavedSearch" s SET "pendingSince" = $1
    WHERE s.id IN (SELECT "searchId" FROM "SavedSearchMatch" WHERE id LIKE 'bench-daily-%')`,
    [matchedAt],
  );
  await run(`VACUUM ANALYZE "SavedSearch", "SavedSearchMatch", "SavedSearchDigest"`);
  console.log(
    `daily run prepared: ${marked.toLocaleString("en-US")} of ${daily.toLocaleString("en-US")} daily searches with something new ` +
      `(${inserted.toLocaleString("en-US")} matches, ${keys.length} queries, 1–3 listings each), period ${period}`,
  );
  return { period, expected: marked };
}

const digestsLeft = async () =>
  int(
    (
      await db.$queryRaw<{ n: bigint }[]>`
    SELECT count(*) AS n FROM pgboss.job WHERE name = 'alerts.digest' AND state IN ('created', 'retry', 'active')`
    )[0]!.n,
  );

async function claimCounts(period: string) {
  const [row] = await db.$queryRaw<{ claims: bigint; sent: bigint; told: bigint }[]>`
    SELECT count(*) AS claims, count("sentAt") AS sent, count(*) FILTER (WHERE "listingCount" > 0) AS told
    FROM "SavedSearchDigest" WHERE period = ${period}`;
  return { claims: int(row!.claims), sent: int(row!.sent), told: int(row!.told) };
}

/** The outbox's mails, and how many searches got more than one (each names its search's unsubscribe link). */
function outboxCounts(dir: string) {
  const files = batchFiles(dir);
  const bySearch = new Map<string, number>();
  for (const f of files) {
    const mail = JSON.parse(readFileSync(path.join(dir, f), "utf8")) as { headers?: Record<string, string> };
    const key = mail.headers?.["List-Unsubscribe"] ?? f;
    bySearch.set(key, (bySearch.get(key) ?? 0) + 1);
  }
  const twice = [...bySearch.values()].filter((n) => n > 1).length;
  return { mails: files.length, searches: bySearch.size, twice };
}

async function dailyPhase(slice: number, workerCount: number) {
  const now = new Date();
  const { period, expected } = await prepareDaily(slice, now);
  await queueClient();
  const mailDir = outbox();
  const workers = Array.from({ length: workerCount }, () => startWorkerProcess(mailDir));
  await sleep(10_000);
  const cpu0 = workers.map((w) => cpuOf(w.pid!));
  const started = Date.now();
  await enqueue("alerts.digest", { period: "daily" });
  const took = await waitFor(
    async () => (await digestsLeft()) === 0 && batchFiles(mailDir).length >= expected,
    60 * 60_000,
    1000,
  );
  const each = workers.map((w, i) => cpuOf(w.pid!) - cpu0[i]!);
  const cpu = each.reduce((a, b) => a + b, 0);
  const counts = await claimCounts(period);
  const mails = batchFiles(mailDir).length;
  console.log(
    `daily run, ${workerCount} worker process${workerCount > 1 ? "es" : ""} (concurrency 2 each): ${mails.toLocaleString("en-US")} digests ` +
      `in the outbox in ${secs(Number.isNaN(took) ? Date.now() - started : took)}${Number.isNaN(took) ? " (NOT finished)" : ""}; ` +
      `${((Date.now() - started) / Math.max(mails, 1)).toFixed(1)} ms a digest wall, worker CPU ${cpu.toFixed(1)} s [${each.map((c) => c.toFixed(1)).join(" + ")}] ` +
      `(${((1000 * cpu) / Math.max(mails, 1)).toFixed(2)} ms a digest); claims ${JSON.stringify(counts)}; ` +
      `x ${(100_000 / Math.max(mails, 1)).toFixed(1)} for 100,000 digests: ${secs(((Date.now() - started) * 100_000) / Math.max(mails, 1))}; ${load()}`,
  );
  await stopAll(workers);
}

async function crashPhase(slice: number) {
  const now = new Date();
  const { period, expected } = await prepareDaily(slice, now);
  await queueClient();
  const mailDir = outbox();
  const first = startWorkerProcess(mailDir);
  await sleep(10_000);
  const started = Date.now();
  await enqueue("alerts.digest", { period: "daily" });
  await waitFor(async () => batchFiles(mailDir).length >= expected * 0.4, 30 * 60_000, 200);
  first.kill("SIGKILL");
  await new Promise((r) => first.once("exit", r));
  const atKill = await claimCounts(period);
  console.log(
    `kill -9 of the worker after ${secs(Date.now() - started)}: outbox ${batchFiles(mailDir).length}, claims ${JSON.stringify(atKill)}`,
  );
  // The leases run out: the job's (alerts.digest, 30 min) and the claims' (5 min). Not waited for: both are moved back.
  await run(`UPDATE pgboss.job SET started_on = started_on - interval '31 minutes'
    WHERE name = 'alerts.digest' AND state = 'active'`);
  await run(
    `UPDATE "SavedSearchDigest" SET "claimedAt" = "claimedAt" - interval '6 minutes'
    WHERE period = $1 AND "sentAt" IS NULL`,
    [period],
  );
  const boss = await queueClient();
  await boss.maintain();
  await run(`UPDATE pgboss.job SET start_after = now() WHERE name = 'alerts.digest' AND state = 'retry'`);
  const second = startWorkerProcess(mailDir);
  const took = await waitFor(async () => (await digestsLeft()) === 0, 30 * 60_000, 1000);
  const counts = await claimCounts(period);
  const box = outboxCounts(mailDir);
  console.log(
    `after a second worker (${Number.isNaN(took) ? "NOT finished" : secs(took)}): outbox ${box.mails} mails for ${box.searches} searches, ` +
      `${box.twice} searches mailed twice; claims ${JSON.stringify(counts)} (${expected} due); ` +
      `${counts.told === box.mails && box.twice === 0 && counts.sent === counts.claims ? "every due digest sent once" : "MISMATCH"}; ${load()}`,
  );
  await stopAll([second]);
}

try {
  if (phase === "instant") await instantPhase();
  else if (phase === "daily")
    await dailyPhase(Number(value("--slice") ?? 10_000), Number(value("--workers") ?? 1));
  else await crashPhase(Number(value("--slice") ?? 10_000));
} finally {
  await (await queueClient()).stop({ graceful: false, close: false }).catch(() => {});
  await db.$disconnect();
  await setup.end();
}
process.exit(0);
