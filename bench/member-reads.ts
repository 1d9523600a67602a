// The member side's reads at two sizes (issue #44, target 5): p50 of each read through the app's own query functions
// (lib/notifications, lib/applications, lib/bids, lib/consultations, lib/admin, lib/audit) against a database filled
// by bench/million-seed.ts, at 1,000 and at 1,000,000 members. No server and no build: the functions run on a
// Prisma client made as lib/db.ts makes it (work_mem WORK_MEM), set as the app's shared client.
// Usage:
//   npx tsx bench/member-reads.ts bench_million_1k bench_million [-r 3] # both sizes, alternating, -r rounds; the table
//   npx tsx bench/member-reads.ts --one bench_million [-n 60]        # one size: its JSON line (what the above runs)
//   npx tsx bench/member-reads.ts --explain bench_million            # EXPLAIN ANALYZE of every statement, once each
// Each read is run -n times (60) after 5 warming runs, the per-member reads cycling over 50 members spread over the
// table; p50 and p90 in ms, the median of the rounds' figures. Target: p50 at 1,000,000 members within 1.5 x the same read at 1,000.
import { execFileSync } from "node:child_process";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "../lib/generated/prisma/client";
import { sharedDatabase } from "../lib/request-state.mjs";

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const value = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const runs = Number(value("-n") ?? 60);
const databases = args.filter((a, i) => /^[a-z0-9_]+$/.test(a) && !["-n", "-r"].includes(args[i - 1]!));
const base = process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const urlOf = (db: string) => {
  const u = new URL(base);
  u.pathname = `/${db}`;
  return u.toString();
};

type Result = { database: string; members: number; reads: Record<string, { p50: number; p90: number }> };

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

async function measure(database: string, explain: boolean): Promise<Result> {
  const url = urlOf(database);
  const { WORK_MEM } = await import("../lib/db");
  const logged: { query: string; params: string }[] = [];
  const prisma = new PrismaClient({
    adapter: new PrismaPg({ connectionString: url, max: 4, options: `-c work_mem=${WORK_MEM}` }),
    log: explain ? [{ emit: "event", level: "query" }] : [],
  });
  if (explain) prisma.$on("query", (e) => logged.push({ query: e.query, params: e.params }));
  sharedDatabase(() => prisma);
  const { countUnread, listNotifications } = await import("../lib/notifications/queries");
  const { listMyApplications } = await import("../lib/applications/queries");
  const { listMyBids } = await import("../lib/bids/queries");
  const { listMyConsultations } = await import("../lib/consultations/queries");
  const { listMembers } = await import("../lib/admin/members");
  const { listAudit } = await import("../lib/audit/log");
  const { listLeads } = await import("../lib/admin/leads");
  const { listForReview } = await import("../lib/admin/review");
  const { getAdminOverview } = await import("../lib/admin/overview");

  const members = await prisma.user.count();
  const admin = await prisma.user.findFirstOrThrow({
    where: { role: "Admin" },
    select: { id: true, role: true },
  });
  // 50 members spread over the table (ids bmu0000001 …): the member-side reads cycle over them.
  const sample = await prisma.user.findMany({
    where: {
      id: {
        in: Array.from(
          { length: 50 },
          (_, i) => `bmu${String(1 + Math.floor((i * members) / 50) + 7).padStart(7, "0")}`,
        ),
      },
    },
    select: { id: true, username: true },
  });
  const one = sample[sample.length >> 1]!;
  let k = 0;
  const next = () => sample[k++ % sample.length]!.id;
  const reads: [string, () => Promise<unknown>][] = [
    ["bell: unread count", () => countUnread(next())],
    ["notifications page 1", () => listNotifications(next(), 1)],
    ["my applications", () => listMyApplications(next())],
    ["my bids", () => listMyBids(next())],
    ["my consultations", () => listMyConsultations(next())],
    ["members page 1", () => listMembers(admin, { page: 1, limit: 25 })],
    ["members page 40", () => listMembers(admin, { page: 40, limit: 25 })],
    ["members search: a username", () => listMembers(admin, { search: one.username, page: 1, limit: 25 })],
    ["members search: a surname", () => listMembers(admin, { search: "kulkarni", page: 1, limit: 25 })],
    ["audit page 1", () => listAudit(admin, { page: 1, limit: 25 })],
    ["audit: member actions", () => listAudit(admin, { page: 1, limit: 25, targetType: "user" })],
    ["leads page 1", () => listLeads(admin, { page: 1, limit: 25 })],
    ["leads: demos", () => listLeads(admin, { page: 1, limit: 25, kind: "demo" })],
    [
      "review: pending jobs",
      () => listForReview(admin, { type: "job", status: "pending", page: 1, limit: 20 }),
    ],
    ["review: all gigs", () => listForReview(admin, { type: "gig", status: "all", page: 1, limit: 20 })],
    ["overview", () => getAdminOverview(admin)],
  ];
  const result: Result = { database, members, reads: {} };
  if (explain) {
    const client = new pg.Client({ connectionString: url, options: `-c work_mem=${WORK_MEM}` });
    await client.connect();
    for (const [label, read] of reads) {
      logged.length = 0;
      await read();
      console.log(`\n=== ${label}`);
      for (const { query, params } of logged) {
        const values = (JSON.parse(params) as unknown[]).map((v) =>
          Array.isArray(v) ? `{${v.join(",")}}` : v,
        );
        const plan = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${query}`, values);
        console.log(`--- ${query.replace(/"public"\./g, "").slice(0, 200)}`);
        console.log(plan.rows.map((r: Record<string, string>) => `    ${r["QUERY PLAN"]}`).join("\n"));
      }
    }
    await client.end();
  } else {
    for (const [label, read] of reads) {
      for (let i = 0; i < 5; i++) await read();
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const started = performance.now();
        await read();
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      result.reads[label] = { p50: +quantile(times, 0.5).toFixed(2), p90: +quantile(times, 0.9).toFixed(2) };
      process.stderr.write(`${database} ${label}: p50 ${result.reads[label]!.p50} ms\n`);
    }
  }
  await prisma.$disconnect();
  return result;
}

if (flag("--one") || flag("--explain")) {
  const result = await measure(databases[0]!, flag("--explain"));
  if (!flag("--explain")) console.log(JSON.stringify(result));
} else {
  if (databases.length !== 2) {
    console.error("Usage: npx tsx bench/member-reads.ts <small db> <large db> [-n 60]");
    process.exit(2);
  }
  // One process per size and round (the app's shared client, kept totals and module state start fresh), the two
  // sizes alternating: A B A B …, so a busy minute on the shared machine lands on both.
  const rounds = Number(value("-r") ?? 3);
  const runOne = (db: string) =>
    JSON.parse(
      execFileSync("npx", ["tsx", import.meta.filename, "--one", db, "-n", String(runs)], {
        stdio: ["ignore", "pipe", "inherit"],
        encoding: "utf8",
      })
        .trim()
        .split("\n")
        .pop()!,
    ) as Result;
  const perRound: Result[][] = [];
  for (let r = 0; r < rounds; r++) perRound.push(databases.map(runOne));
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
  const merged = (i: number): Result => {
    const first = perRound[0]![i]!;
    const reads: Result["reads"] = {};
    for (const label of Object.keys(first.reads))
      reads[label] = {
        p50: median(perRound.map((round) => round[i]!.reads[label]!.p50)),
        p90: median(perRound.map((round) => round[i]!.reads[label]!.p90)),
      };
    return { ...first, reads };
  };
  const results = [merged(0), merged(1)];
  const [small, large] = results as [Result, Result];
  const rows = Object.keys(small.reads).map((label) => {
    const a = small.reads[label]!;
    const b = large.reads[label]!;
    const ratio = b.p50 / a.p50;
    const spread = perRound.map((round) =>
      (round[1]!.reads[label]!.p50 / round[0]!.reads[label]!.p50).toFixed(2),
    );
    return { label, a, b, ratio, ok: ratio <= 1.5, spread };
  });
  const w = Math.max(...rows.map((r) => r.label.length));
  const head = `${"read".padEnd(w)}  p50 @${small.members.toLocaleString("en-US")}  p50 @${large.members.toLocaleString("en-US")}  ratio  p90 @small  p90 @large  ratio per round`;
  console.log(head);
  for (const r of rows)
    console.log(
      `${r.label.padEnd(w)}  ${r.a.p50.toFixed(2).padStart(8)} ms  ${r.b.p50.toFixed(2).padStart(10)} ms  ${r.ratio.toFixed(2).padStart(5)}${r.ok ? " " : "!"}  ${r.a.p90.toFixed(2).padStart(8)} ms  ${r.b.p90.toFixed(2).padStart(8)} ms  ${r.spread.join(" ")}`,
    );
  console.log(JSON.stringify({ small, large, over: rows.filter((r) => !r.ok).map((r) => r.label) }));
}
