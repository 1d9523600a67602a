// Scale runs (issue #15): N approved jobs and N approved events, then the plan of every list query the API runs.
// Usage: DATABASE_URL=postgresql://…/scratch npx tsx bench/seed-large.ts [N=1000000] [--explain-only | --filters]
// (--filters: no load; the plans of the filtered lists of issue #28 and of the facet counts only)
// The same procedure at two sizes (1000 and 1000000) is the comparison bench/README.md describes. Rows it made
// before (ids `bench-…`) are replaced, so N is what it leaves; the rest of the database is kept.
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "../lib/generated/prisma/client";
import { deployMigrations } from "../scripts/migrations";
import { sharedDatabase } from "../lib/request-state.mjs";

const args = process.argv.slice(2);
const n = Number(args.find((a) => /^\d+$/.test(a)) ?? 1_000_000);
const explainOnly = args.includes("--explain-only") || args.includes("--filters");
const filtersOnly = args.includes("--filters");
const url = process.env.DATABASE_URL;
if (!url) {
  console.error("Set DATABASE_URL to a scratch PostgreSQL database: this inserts a lot of rows.");
  process.exit(2);
}

const list = (items: string[]) => `ARRAY[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(",")}]`;
const roles = list([
  "Solidity Engineer",
  "Rust Developer",
  "ML Engineer",
  "Frontend Intern",
  "DevRel Lead",
  "Data Scientist",
  "Product Designer",
  "Backend Engineer (Go)",
  "Zero-Knowledge Researcher",
  "LLM Ops Engineer",
]);
const companies = list([
  "PaisaPool",
  "NodeYard",
  "Vaani AI",
  "CarbonKhet",
  "Ludo Labs",
  "ShikshaChain",
  "ArogyaGraph",
  "LedgerLite",
  "KrishiLedger",
  "Sahayak",
]);
const cities = list([
  "Bengaluru",
  "Mumbai",
  "Hyderabad",
  "Pune",
  "Delhi NCR",
  "Chennai",
  "Remote (India)",
  "Kochi",
  "Jaipur",
  "Kolkata",
]);
const skills = list([
  "Solidity",
  "Rust",
  "Python",
  "TypeScript",
  "Go",
  "PyTorch",
  "Figma",
  "Kubernetes",
  "Circom",
  "LangChain",
]);
const eventTypes = list(["Event", "Hackathon", "Workshop", "Conference", "Meetup", "Webinar"]);
const experience = list(["Entry level", "1-3 years", "3-5 years", "5+ years", "10+ years"]);
const gigCategories = list([
  "Smart Contracts",
  "AI/ML",
  "Development",
  "Design",
  "Content",
  "Marketing",
  "Other",
]);
const stages = list(["Idea", "Pre-seed", "Seed", "Series A", "Series B+", "Bootstrapped"]);
const industries = list(["Web3", "AI", "Fintech", "Climate", "Edtech", "Healthtech", "Agritech", "Gaming"]);
const at = (arr: string, expr: string) => `(${arr})[1 + (${expr}) % array_length(${arr}, 1)]`;

// One row per i: created i minutes ago, two rows per minute share a createdAt (the id breaks the tie).
// Jobs: a third without deadline, a third with one 30 days after posting (mostly passed), a third still open.
// Events: a quarter undated, a quarter held a week after posting (mostly past), half still to come.
const created = `now() - (i / 2) * interval '1 minute'`;
const jobSql = (from: number, to: number) => `
  INSERT INTO "Job" (id, title, company, description, location, skills, type, "contactEmail", "contactPhone",
    "applicationDeadline", status, "postedByTag", "searchText", "createdAt", "updatedAt",
    salary, city, "workMode", "payMin", "payMax", "skillKeys", experience)
  SELECT id, title, company, description, location, ARRAY[s1, s2], CASE WHEN i % 4 = 0 THEN 'Internship' ELSE 'Job' END,
    'jobs@example.com', '+91 98765 43210',
    CASE i % 3 WHEN 0 THEN NULL WHEN 1 THEN created + interval '30 days' ELSE now() + (1 + i % 120) * interval '1 day' END,
    'approved', 'Admin', lower(concat_ws(' ', title, company, description, location, s1, s2)), created, created,
    -- The filter columns as lib/listings/facets.ts derives them: a third state no pay; remote ones are Remote.
    CASE WHEN i % 3 = 0 THEN NULL ELSE '₹' || pay || '/month' END,
    CASE WHEN location LIKE 'Remote%' THEN 'Remote' ELSE location END,
    CASE WHEN location LIKE 'Remote%' THEN 'Remote' WHEN i % 5 = 0 THEN 'Hybrid' ELSE 'On-site' END,
    CASE WHEN i % 3 = 0 THEN NULL ELSE pay END, CASE WHEN i % 3 = 0 THEN NULL ELSE pay END,
    ARRAY[lower(s1), lower(s2)], ${at(experience, "i / 3")}
  FROM (SELECT i, 'bench-j-' || lpad(i::text, 8, '0') AS id, 5000 * (2 + i % 40) AS pay, ${created} AS created,
          ${at(roles, "i")} || ' #' || i AS title, ${at(companies, "i * 7")} AS company, ${at(cities, "i * 3")} AS location,
          '1. Build with ' || ${at(skills, "i")} || ' at scale. 2. Ship weekly. 3. Mentor the team in ' ||
            ${at(cities, "i * 3")} || '.' AS description,
          ${at(skills, "i")} AS s1, ${at(skills, "i + 3")} AS s2
        FROM generate_series(${from}, ${to}) AS i) AS g`;
const eventSql = (from: number, to: number) => `
  INSERT INTO "Event" (id, title, description, type, location, "contactEmail", "contactPhone", date, status,
    "postedByTag", "searchText", "createdAt", "updatedAt", city)
  SELECT id, title, description, type, location, 'events@example.com', '+91 90000 12345',
    CASE i % 4 WHEN 0 THEN NULL WHEN 1 THEN created + interval '7 days' ELSE now() + (1 + i % 200) * interval '1 day' END,
    'approved', 'Admin', lower(concat_ws(' ', title, description, location, type)), created, created,
    CASE WHEN location LIKE 'Remote%' THEN 'Online' ELSE location END
  FROM (SELECT i, 'bench-e-' || lpad(i::text, 8, '0') AS id, ${created} AS created, ${at(eventTypes, "i")} AS type,
          ${at(eventTypes, "i")} || ' in ' || ${at(cities, "i")} || ' #' || i AS title, ${at(cities, "i")} AS location,
          'A ' || ${at(skills, "i")} || ' ' || lower(${at(eventTypes, "i")}) || ' for builders.' AS description
        FROM generate_series(${from}, ${to}) AS i) AS g`;

// Gigs and startups (one page of every match, up to 1,000 on their pages): min(N, 10,000) of each, in the
// shapes facets.ts derives (a budget of ₹10k–₹200k, 1–12 weeks, two tags; a city, a slug; hiring one in three,
// through an open job linked to it: startupJobSql).
const gigSql = (count: number) => `
  INSERT INTO "Gig" (id, title, company, description, budget, "budgetAmount", duration, location, tags, category,
    "budgetMin", "budgetMax", "durationWeeks", "tagKeys", status, "postedAt", "createdAt", "updatedAt")
  SELECT id, ${at(roles, "i")} || ' gig #' || i, ${at(companies, "i * 7")}, 'A short piece of work.',
    '₹' || budget, budget, weeks || ' weeks', ${at(cities, "i * 3")}, ARRAY[s1, s2], ${at(gigCategories, "i")},
    budget, budget, weeks, ARRAY[lower(s1), lower(s2)], 'approved', created, created, created
  FROM (SELECT i, 'bench-g-' || lpad(i::text, 8, '0') AS id, 10000 * (1 + i % 20) AS budget, 1 + i % 12 AS weeks,
          ${created} AS created, ${at(skills, "i")} AS s1, ${at(skills, "i + 3")} AS s2
        FROM generate_series(1, ${count}) AS i) AS g`;
const startupSql = (count: number) => `
  INSERT INTO "Startup" (id, slug, name, description, stage, location, industry, "teamSize", website, founded, city,
    status, "createdAt", "updatedAt")
  SELECT id, id, ${at(companies, "i")} || ' ' || i, 'Builds for India.', ${at(stages, "i")}, location,
    ${at(industries, "i * 3")}, '5-10', 'https://example.com', 2010 + i % 16,
    CASE WHEN location LIKE 'Remote%' THEN NULL ELSE location END, 'approved', created, created
  FROM (SELECT i, 'bench-s-' || lpad(i::text, 8, '0') AS id, ${at(cities, "i * 7")} AS location, ${created} AS created
        FROM generate_series(1, ${count}) AS i) AS g`;
const sideCount = Math.min(n, 10_000);

async function secondaryIndexes(client: pg.Client, table: string) {
  const { rows } = await client.query<{ indexname: string; indexdef: string }>(
    `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename = $1
       AND indexname NOT IN (SELECT conname FROM pg_constraint)`,
    [table],
  );
  return rows;
}

async function seed(client: pg.Client) {
  const started = Date.now();
  await client.query(`DELETE FROM "JobApplication" WHERE "jobId" LIKE 'bench-%'`);
  await client.query(`DELETE FROM "Job" WHERE id LIKE 'bench-%'`);
  await client.query(`DELETE FROM "Event" WHERE id LIKE 'bench-%'`);
  await client.query(`DELETE FROM "Bid" WHERE "gigId" LIKE 'bench-%'`);
  await client.query(`DELETE FROM "Gig" WHERE id LIKE 'bench-%'`);
  await client.query(`DELETE FROM "Startup" WHERE id LIKE 'bench-%'`);
  await client.query(gigSql(sideCount));
  await client.query(startupSql(sideCount));
  // Above 100k rows, building the indexes once after the load is much faster than keeping them up row by row.
  const rebuild = n >= 100_000;
  const dropped = rebuild
    ? [...(await secondaryIndexes(client, "Job")), ...(await secondaryIndexes(client, "Event"))]
    : [];
  for (const index of dropped) await client.query(`DROP INDEX "${index.indexname}"`);
  const batch = 100_000;
  for (let from = 1; from <= n; from += batch) {
    const to = Math.min(n, from + batch - 1);
    await client.query(jobSql(from, to));
    await client.query(eventSql(from, to));
    process.stderr.write(`\rinserted ${to} / ${n}`);
  }
  await client.query("SET maintenance_work_mem = '256MB'");
  for (const index of dropped) await client.query(index.indexdef);
  // One startup in three is hiring: the job of the same number (open, approved) is listed for it.
  await client.query(
    `UPDATE "Job" SET "startupId" = 'bench-s-' || right(id, 8)
       WHERE id LIKE 'bench-j-%' AND right(id, 8)::int <= ${sideCount} AND right(id, 8)::int % 3 = 0`,
  );
  // VACUUM sets the visibility map, so the list's id scans read the index alone (autovacuum would, later).
  await client.query('VACUUM ANALYZE "Job"');
  await client.query('VACUUM ANALYZE "Event"');
  await client.query('VACUUM ANALYZE "Gig"');
  await client.query('VACUUM ANALYZE "Startup"');
  console.log(
    `\n${n} jobs and ${n} events (${sideCount} gigs and startups) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

type Logged = { query: string; params: string };
type Call = readonly [label: string, query: Record<string, unknown>];
type Lister = (query: Record<string, unknown>) => Promise<Record<string, unknown>>;

/**
 * Runs each list call the API makes with the app's own query code, then EXPLAINs every statement it sent.
 * `only` (--filters) keeps the filtered calls of issue #28 and the facet counts, each with its total counted
 * (what the first request of a minute sends; the requests in between reuse a total above the cap).
 */
async function explainLists(client: pg.Client, only?: "filters") {
  const logged: Logged[] = [];
  const prisma = new PrismaClient({
    // The app's pooled connections run with work_mem WORK_MEM (lib/db.ts): so do this client's and the EXPLAINs.
    adapter: new PrismaPg({ connectionString: url!, max: 2, options: `-c work_mem=${WORK_MEM}` }),
    log: [{ emit: "event", level: "query" }],
  });
  prisma.$on("query", (e) => logged.push({ query: e.query, params: e.params }));
  sharedDatabase(() => prisma); // the client the app's lib/db.ts then uses
  const { listJobs } = await import("../lib/jobs/queries");
  const { listEvents } = await import("../lib/events/queries");
  const { listGigPage, countGigCategories } = await import("../lib/gigs/queries");
  const { listStartupPage, countStartupFacets } = await import("../lib/startups/queries");
  const { forgetListTotals } = await import("../lib/list-page");
  const shared: Call[] = [
    ["page=1", { page: 1 }],
    ["search=solidity", { page: 1, search: "solidity" }],
    ["search=zzzqqq", { page: 1, search: "zzzqqq" }],
    ["page=5000", { page: 5000 }],
  ];
  // The filters (issue #28), as GET /api/<kind>s parses their parameters: each read from its own index
  // (bench/README.md, "Filters").
  const remoteInternships = { type: "Internship", mode: "Remote", salaryMin: 10_000 };
  const jobFilters: Call[] = [
    ["type=internship&mode=remote&salaryMin=10000", { page: 1, ...remoteInternships }],
    ["type=internship&mode=remote&salaryMin=10000&page=2", { page: 2, ...remoteInternships }],
    ["type=internship&mode=remote&salaryMin=10000&page=400", { page: 400, ...remoteInternships }],
    ["type=Internship&mode=remote", { page: 1, type: "Internship", mode: "Remote" }],
    ["city=pune", { page: 1, city: "Pune" }],
    ["city=pune&page=999", { page: 999, city: "Pune" }],
    ["mode=hybrid", { page: 1, mode: "Hybrid" }],
    ["experience=3-5-years", { page: 1, experience: "3-5 years" }],
    ["salaryMin=150000", { page: 1, salaryMin: 150_000 }],
    ["salaryMin=50000&salaryMax=100000", { page: 1, salaryMin: 50_000, salaryMax: 100_000 }],
    ["skills=circom", { page: 1, skills: ["circom"] }],
    ["skills=rust,go", { page: 1, skills: ["rust", "go"] }],
    [
      "type=internship&city=bengaluru&experience=entry-level&skills=solidity",
      { page: 1, type: "Internship", city: "Bengaluru", experience: "Entry level", skills: ["solidity"] },
    ],
    ["search=python&mode=remote", { page: 1, search: "python", mode: "Remote" }],
    ["search=solidity&mode=remote (none match)", { page: 1, search: "solidity", mode: "Remote" }],
    ["search=rust&city=pune&salaryMin=100000", { page: 1, search: "rust", city: "Pune", salaryMin: 100_000 }],
  ];
  const eventFilters: Call[] = [
    ["type=workshop&city=online", { page: 1, type: "Workshop", city: "Online" }],
    ["city=bengaluru&page=2", { page: 2, city: "Bengaluru" }],
    ["when=past", { page: 1, when: "past" }],
    ["range=week", { page: 1, range: "week" }],
  ];
  const lists: [string, Lister, Call[]][] = [
    ["jobs", listJobs as unknown as Lister, [...(only ? [] : shared), ...jobFilters]],
    ["events", listEvents as unknown as Lister, [...(only ? [] : shared), ...eventFilters]],
    [
      "gigs",
      listGigPage as unknown as Lister,
      [
        ["page=1", { page: 1 }],
        ["category=ai-ml", { page: 1, category: "AI/ML" }],
        ["budgetMin=100000&skills=rust", { page: 1, budgetMin: 100_000, skills: ["rust"] }],
        ["duration=short", { page: 1, duration: "short" }],
      ],
    ],
    [
      "startups",
      listStartupPage as unknown as Lister,
      [
        ["page=1", { page: 1 }],
        ["industry=AI&hiring=yes", { page: 1, industry: "AI", hiring: true }],
        ["stage=seed&city=pune", { page: 1, stage: "Seed", city: "Pune" }],
      ],
    ],
    ["facet counts", (() => countGigCategories()) as unknown as Lister, [["gig categories", {}]]],
    [
      "facet counts",
      (() => countStartupFacets()) as unknown as Lister,
      [["startup industry, stage, city", {}]],
    ],
  ];
  const counts = await client.query(
    `SELECT (SELECT count(*) FROM "Job") AS jobs, (SELECT count(*) FROM "Event") AS events,
       (SELECT count(*) FROM "Gig") AS gigs, (SELECT count(*) FROM "Startup") AS startups`,
  );
  console.log(`rows: ${JSON.stringify(counts.rows[0])}`);
  for (const [name, list, calls] of lists) {
    for (const [label, call] of calls) {
      const query = { limit: 10, search: undefined, type: undefined, location: undefined, ...call };
      await list(query); // warm: the unfiltered list's total, the buffers
      // --filters: the call a minute (the total counted up to the cap, then kept), else the calls in between.
      if (only) forgetListTotals();
      logged.length = 0;
      const t = performance.now();
      const result = await list(query);
      const ms = (performance.now() - t).toFixed(1);
      const rows = Object.values(result).find(Array.isArray);
      const totals = "total" in result ? `, total ${result.total}${result.totalCapped ? "+" : ""}` : "";
      console.log(
        `\n=== /api/${name}?${label}&limit=10: ${rows ? `${rows.length} rows` : "counts"}${totals}, ` +
          `${ms} ms (warm, ${logged.length} statements)`,
      );
      for (const { query: sql, params } of logged) {
        if (!/^SELECT/.test(sql)) continue;
        const values = (JSON.parse(params) as unknown[]).map((v) =>
          Array.isArray(v) ? `{${v.join(",")}}` : v,
        );
        const plan = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, values);
        console.log(`--- ${sql.replace(/"public"\./g, "").slice(0, 160)}…`);
        console.log(plan.rows.map((r: Record<string, string>) => `    ${r["QUERY PLAN"]}`).join("\n"));
      }
    }
  }
  await prisma.$disconnect();
}

await deployMigrations(url);
const { WORK_MEM } = await import("../lib/db");
const client = new pg.Client({ connectionString: url, options: `-c work_mem=${WORK_MEM}` });
await client.connect();
try {
  if (!explainOnly) await seed(client);
  await explainLists(client, filtersOnly ? "filters" : undefined);
} finally {
  await client.end();
}
