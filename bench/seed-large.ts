// Inserts N realistic approved jobs and events for scale runs, then times the public searches.
// Usage: DATABASE_URL=postgresql://… npx tsx bench/seed-large.ts [N=100000]   (a real PostgreSQL: a scratch database)
import { createPrismaClient } from "../lib/db";
import { env } from "../lib/env";
import { jobSearchText } from "../lib/jobs/dto";
import { eventSearchText } from "../lib/events/dto";
import { deployMigrations } from "../scripts/migrations";

const n = Number(process.argv[2] ?? 100_000);
const roles = [
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
];
const companies = [
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
];
const cities = [
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
];
const skills = [
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
];
const eventTypes = ["Event", "Hackathon", "Workshop", "Conference", "Meetup", "Webinar"];
const pick = <T>(list: T[], i: number) => list[i % list.length]!;

if (!env.DATABASE_URL) {
  console.error("Set DATABASE_URL to a scratch PostgreSQL database: this inserts a lot of rows.");
  process.exit(2);
}
await deployMigrations(env.DATABASE_URL);
const db = createPrismaClient(env.DATABASE_URL, { max: 4, statementTimeoutMs: 0, lockTimeoutMs: 0 });
const batch = 2000;
const started = Date.now();
try {
  for (let offset = 0; offset < n; offset += batch) {
    const size = Math.min(batch, n - offset);
    const jobs = Array.from({ length: size }, (_, k) => {
      const i = offset + k;
      const job = {
        title: `${pick(roles, i)} #${i}`,
        company: pick(companies, i * 7),
        description: `1. Build with ${pick(skills, i)} at scale. 2. Ship weekly. 3. Mentor the team in ${pick(cities, i * 3)}.`,
        location: pick(cities, i * 3),
        skills: [pick(skills, i), pick(skills, i + 3)],
      };
      return {
        ...job,
        status: "approved" as const,
        postedByTag: "Admin",
        type: i % 4 === 0 ? "Internship" : "Job",
        contactEmail: "jobs@example.com",
        contactPhone: "+91 98765 43210",
        searchText: jobSearchText(job),
        createdAt: new Date(Date.now() - i * 60_000),
      };
    });
    const events = Array.from({ length: size }, (_, k) => {
      const i = offset + k;
      const event = {
        title: `${pick(eventTypes, i)} in ${pick(cities, i)} #${i}`,
        description: `A ${pick(skills, i)} ${pick(eventTypes, i).toLowerCase()} for builders.`,
        location: pick(cities, i),
        type: pick(eventTypes, i),
      };
      return {
        ...event,
        status: "approved" as const,
        postedByTag: "Admin",
        contactEmail: "events@example.com",
        contactPhone: "+91 90000 12345",
        date: new Date(Date.now() + i * 3_600_000),
        searchText: eventSearchText(event),
        createdAt: new Date(Date.now() - i * 60_000),
      };
    });
    await db.job.createMany({ data: jobs });
    await db.event.createMany({ data: events });
    process.stdout.write(`\rinserted ${offset + size} / ${n}`);
  }
  console.log(`\ninserted ${n} jobs and ${n} events in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await db.$executeRawUnsafe('ANALYZE "Job"');
  await db.$executeRawUnsafe('ANALYZE "Event"');
  const { listJobs } = await import("../lib/jobs/queries");
  for (const search of ["solidity", "bengaluru", "zero-knowledge", "%", "nothing-matches-this"]) {
    const t = performance.now();
    const result = await listJobs({ page: 1, limit: 10, search, type: undefined, location: undefined });
    console.log(`search "${search}": ${result.total} matches, ${(performance.now() - t).toFixed(1)} ms`);
  }
  const plan = await db.$queryRawUnsafe<{ "QUERY PLAN": string }[]>(
    `EXPLAIN SELECT id FROM "Job" WHERE status = 'approved' AND "searchText" LIKE '%nothing-matches-this%' LIMIT 10`,
  );
  console.log(plan.map((r) => r["QUERY PLAN"]).join("\n"));
} finally {
  await db.$disconnect();
}
