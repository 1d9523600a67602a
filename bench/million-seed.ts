// The member side at the size the vision names (issue #44): N members (default 1,000,000), about one saved search
// each (all four kinds; instant 15 %, daily 45 %, weekly 25 %, off 15 %; drawn from a small vocabulary, so many are
// alike), N/10 approved listings (jobs, events, gigs, startups, plus 1 % pending), about 20 notifications each (the
// older ones read), and applications, bids, consultations, audit entries and leads in proportion.
// Usage: npx tsx bench/million-seed.ts --db bench_million [--scale 1000] [--fresh]
//   --db NAME   the database to fill (on DATABASE_URL's server): required, and never the one DATABASE_URL names,
//               so the dev database is never filled by accident. Migrations are deployed to it first.
//   --scale N   members (1,000,000 unless given); every other table follows in proportion (--scale 1000: the twin).
//   --fresh     empties the tables it fills first (TRUNCATE: the tables, their indexes and constraints stay).
// Set-based only: one INSERT … SELECT FROM generate_series per table and batch, rows in key order (each index is
// appended to, not split at random), nothing dropped or rebuilt; foreign-key triggers are skipped for this session
// (session_replication_role = replica: every id is made to exist), then VACUUM (ANALYZE). Prints the time of each part.
import pg from "pg";
import { deployMigrations } from "../scripts/migrations";

const args = process.argv.slice(2);
const arg = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const members = Number(arg("--scale") ?? 1_000_000);
const dbName = arg("--db") ?? process.env.BENCH_DB;
const fresh = args.includes("--fresh");
const base = process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
if (!dbName || !/^[a-z0-9_]+$/.test(dbName) || !Number.isInteger(members) || members < 100) {
  console.error("Usage: npx tsx bench/million-seed.ts --db <scratch database> [--scale N ≥ 100] [--fresh]");
  process.exit(2);
}
if (new URL(base).pathname.slice(1) === dbName) {
  console.error(
    `Refusing to fill ${dbName}: it is the database DATABASE_URL names (the dev one?). Name a scratch one.`,
  );
  process.exit(2);
}
const target = new URL(base);
target.pathname = `/${dbName}`;
const url = target.toString();

// Proportions per member (1,000,000 members: 100,000 approved listings, 1,000,000 applications …).
const M = members;
const share = (perMillion: number) => Math.max(1, Math.round((M * perMillion) / 1_000_000));
const JOBS = share(50_000);
const EVENTS = share(25_000);
const GIGS = share(15_000);
const STARTUPS = share(10_000);
const AUDIT = share(200_000);
const LEADS = share(20_000);
const CONTACTS = share(20_000);
const WAITLIST = share(20_000);
const COURSES = 5;

const list = (items: string[]) => `ARRAY[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(",")}]`;
/** items[expr mod length], 1-based as SQL arrays are. */
const at = (items: string, n: number, expr: string) => `(${items})[1 + ((${expr}) % ${n})::int]`;
const first = list([
  "Aarav",
  "Diya",
  "Vihaan",
  "Ananya",
  "Arjun",
  "Isha",
  "Kabir",
  "Meera",
  "Rohan",
  "Saanvi",
  "Ayaan",
  "Priya",
  "Dev",
  "Kavya",
  "Nikhil",
  "Tara",
]);
const last = list([
  "Sharma",
  "Iyer",
  "Reddy",
  "Nair",
  "Gupta",
  "Patel",
  "Menon",
  "Singh",
  "Das",
  "Khan",
  "Joshi",
  "Rao",
  "Bose",
  "Kulkarni",
  "Pillai",
  "Verma",
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
const eventTypes = list(["Event", "Hackathon", "Workshop", "Conference", "Meetup", "Webinar"]);
const categories = list([
  "Smart Contracts",
  "AI/ML",
  "Development",
  "Design",
  "Content",
  "Marketing",
  "Other",
]);

// Saved searches: a small vocabulary of what members search, so many are alike (kind, name, canonical query).
const searchVocabulary: [kind: string, name: string, query: string][] = [
  ["job", "Rust jobs", "q=rust"],
  ["job", "Solidity jobs", "q=solidity"],
  ["job", "Rust in Bengaluru", "q=rust&city=bengaluru"],
  ["job", "Remote internships", "type=internship&mode=remote"],
  ["job", "ML engineer, Pune", "q=ml+engineer&city=pune"],
  ["job", "Python, remote", "q=python&mode=remote"],
  ["job", "Zero-knowledge", "q=zero-knowledge"],
  ["job", "Paid remote roles", "mode=remote&salaryMin=50000"],
  ["job", "Entry level", "experience=entry-level"],
  ["job", "Frontend", "q=frontend"],
  ["event", "Hackathons", "type=hackathon"],
  ["event", "Bengaluru meetups", "type=meetup&city=bengaluru"],
  ["event", "Online workshops", "type=workshop&city=online"],
  ["event", "AI events", "q=ai"],
  ["gig", "Smart contract gigs", "category=smart-contracts"],
  ["gig", "Design gigs", "q=design"],
  ["gig", "Rust gigs", "q=rust"],
  ["gig", "Big budgets", "budgetMin=100000"],
  ["startup", "Fintech startups", "industry=fintech"],
  ["startup", "Seed stage", "stage=seed"],
];
const vocabKinds = list(searchVocabulary.map((v) => v[0]));
const vocabNames = list(searchVocabulary.map((v) => v[1]));
const vocabQueries = list(searchVocabulary.map((v) => v[2]));
// Half of all searches are jobs: the job entries (0–9) are drawn twice as often.
const vocabIndex = (expr: string) =>
  `(CASE WHEN (${expr}) % 2 = 0 THEN (${expr}) / 2 % 10 ELSE 10 + (${expr}) / 2 % 10 END)`;

const pad = (expr: string, width: number) => `lpad((${expr})::text, ${width}, '0')`;
const userId = (expr: string) => `'bmu' || ${pad(expr, 7)}`;
/** A member's account dates from the last two years, oldest first (the newest member is the last one). */
const joined = (expr: string) =>
  `now() - ((${M} - (${expr})) * interval '730 days' / ${M}) - interval '1 hour'`;

const notificationKinds = list([
  "application_received",
  "listing_approved",
  "application_decided",
  "bid_decided",
  "coins_credited",
  "saved_search_matches",
  "consultation_accepted",
  "message_received",
]);
const notificationTitles = list([
  "New application for Rust Developer",
  "Your job is live",
  "Your application was accepted",
  "Your bid was declined",
  "50 coins added",
  "3 new jobs match Rust jobs",
  "Consultation confirmed",
  "New message from Ananya",
]);
const notificationHrefs = list([
  "/dashboard/applications",
  "/dashboard/listings",
  "/dashboard/applications",
  "/dashboard/bids",
  "/dashboard/coins",
  "/jobs?q=rust",
  "/dashboard/consultations",
  "/dashboard/messages",
]);

type Part = { label: string; sql: string | string[] };

function parts(keyVersion: number) {
  const batch = Math.min(M, 100_000);
  const ranges: [number, number][] = [];
  for (let from = 1; from <= M; from += batch) ranges.push([from, Math.min(M, from + batch - 1)]);
  const users: Part = {
    label: `${M} members`,
    sql: ranges.map(
      ([a, b]) => `
      INSERT INTO "User" (id, username, "firstName", "lastName", email, role, "passwordHash", "dateOfBirth",
        "countryCode", "mobileNumber", "referralCode", coins, "createdAt", "updatedAt", "suspendedAt")
      SELECT ${userId("u")}, lower(f) || '_' || l_ || u, f, l, lower(f) || '.' || lower(l) || u || '@example.in',
        (CASE WHEN u = 1 THEN 'Admin' ELSE 'Member' END)::"Role",
        '$argon2id$v=19$m=19456,t=2,p=1$YmVuY2hiZW5jaA$bench-no-login', date '1990-01-01' + (u % 7000),
        '+91', '9' || ${pad("u", 9)}, 'BM' || ${pad("u", 7)}, (u % 50) * 5, j, j,
        CASE WHEN u % 997 = 0 THEN j + interval '30 days' END
      FROM (SELECT u, ${at(first, 16, "u * 7")} AS f, ${at(last, 16, "u / 16")} AS l,
              lower(${at(last, 16, "u / 16")}) AS l_, ${joined("u")} AS j
            FROM generate_series(${a}, ${b}) AS u) AS g`,
    ),
  };
  // Listings: approved (and 1 % pending, for the review queue), posted by members, created over two years.
  const created = (n: number) => `now() - ((${n} - i) * interval '730 days' / ${n})`;
  const poster = `${userId(`1 + (i * 7919) % ${M}`)}`;
  const pending = `CASE WHEN i % 100 = 50 THEN 'pending' ELSE 'approved' END::"ListingStatus"`;
  const listings: Part = {
    label: `${JOBS + EVENTS + GIGS + STARTUPS} listings (1 % pending)`,
    sql: [
      `INSERT INTO "Startup" (id, name, description, "shortDescription", stage, location, industry, "teamSize",
         website, founded, city, status, "postedById", "postedByTag", slug, "createdAt", "updatedAt")
       SELECT 'bms' || ${pad("i", 7)}, ${at(companies, 10, "i")} || ' ' || i, 'Builds for India.', 'Tools for builders',
         ${at(list(["Idea", "Pre-seed", "Seed", "Series A"]), 4, "i")}, ${at(cities, 10, "i * 7")},
         ${at(list(["Fintech", "AI", "Web3", "Climate", "Edtech", "Healthtech"]), 6, "i * 3")}, '5-10',
         'https://example.com', 2010 + i % 16, ${at(cities, 10, "i * 7")}, ${pending}, ${poster}, 'User',
         'bm-startup-' || i, ${created(STARTUPS)}, ${created(STARTUPS)}
       FROM generate_series(1, ${STARTUPS}) AS i`,
      `INSERT INTO "Job" (id, title, company, description, location, salary, experience, skills, requirements,
         benefits, type, status, "postedById", "postedByTag", "approvedAt", "searchText", city, "workMode", "payMin",
         "payMax", "skillKeys", "applicationDeadline", "createdAt", "updatedAt")
       SELECT id, title, company, description, location, '₹' || pay || '/month', 'Entry level', ARRAY[s1, s2],
         ARRAY[]::text[], ARRAY[]::text[], CASE WHEN i % 4 = 0 THEN 'Internship' ELSE 'Job' END, ${pending},
         ${poster}, 'User', created, lower(concat_ws(' ', title, company, description, location, s1, s2)),
         location, CASE WHEN i % 5 = 0 THEN 'Hybrid' ELSE 'On-site' END, pay, pay, ARRAY[lower(s1), lower(s2)],
         CASE WHEN i % 3 = 0 THEN NULL ELSE created + interval '30 days' END, created, created
       FROM (SELECT i, 'bmj' || ${pad("i", 7)} AS id, 5000 * (2 + i % 40) AS pay, ${created(JOBS)} AS created,
               ${at(roles, 10, "i")} || ' #' || i AS title, ${at(companies, 10, "i * 7")} AS company,
               ${at(cities, 10, "i * 3")} AS location, 'Build with ' || ${at(skills, 10, "i")} || ' and ship weekly.' AS description,
               ${at(skills, 10, "i")} AS s1, ${at(skills, 10, "i + 3")} AS s2
             FROM generate_series(1, ${JOBS}) AS i) AS g`,
      `INSERT INTO "Event" (id, title, description, type, location, date, status, "postedById", "postedByTag",
         "searchText", city, "createdAt", "updatedAt")
       SELECT id, title, description, type, location,
         CASE i % 4 WHEN 0 THEN NULL WHEN 1 THEN created + interval '7 days' ELSE now() + (1 + i % 200) * interval '1 day' END,
         ${pending}, ${poster}, 'User', lower(concat_ws(' ', title, description, location, type)),
         CASE WHEN location LIKE 'Remote%' THEN 'Online' ELSE location END, created, created
       FROM (SELECT i, 'bme' || ${pad("i", 7)} AS id, ${created(EVENTS)} AS created, ${at(eventTypes, 6, "i")} AS type,
               ${at(eventTypes, 6, "i")} || ' in ' || ${at(cities, 10, "i")} || ' #' || i AS title,
               ${at(cities, 10, "i")} AS location, 'A ' || ${at(skills, 10, "i")} || ' session for builders.' AS description
             FROM generate_series(1, ${EVENTS}) AS i) AS g`,
      `INSERT INTO "Gig" (id, title, company, description, budget, "budgetAmount", duration, location, tags, category,
         "budgetMin", "budgetMax", "durationWeeks", "tagKeys", status, "postedById", "postedByTag", "postedAt",
         "createdAt", "updatedAt")
       SELECT 'bmg' || ${pad("i", 7)}, ${at(roles, 10, "i")} || ' gig #' || i, ${at(companies, 10, "i * 7")},
         'A short piece of work.', '₹' || budget, budget, weeks || ' weeks', ${at(cities, 10, "i * 3")},
         ARRAY[s1, s2], ${at(categories, 7, "i")}, budget, budget, weeks, ARRAY[lower(s1), lower(s2)], ${pending},
         ${poster}, 'User', created, created, created
       FROM (SELECT i, 10000 * (1 + i % 20) AS budget, 1 + i % 12 AS weeks, ${created(GIGS)} AS created,
               ${at(skills, 10, "i")} AS s1, ${at(skills, 10, "i + 3")} AS s2
             FROM generate_series(1, ${GIGS}) AS i) AS g`,
      `INSERT INTO "Course" (id, slug, title, description, image, category, "createdAt")
       SELECT 'bmc' || i, 'bench-course-' || i, ${at(list(["Solidity from zero", "Rust for builders", "Applied ML", "Zero-knowledge proofs", "Product design"]), 5, "i - 1")},
         'A course.', '', 'Web3', now() FROM generate_series(1, ${COURSES}) AS i`,
    ],
  };
  // ~20 a member (10–30), the newest few unread (0–11 a member), over the last 90 days; rows in (member, time) order.
  const notifications: Part = {
    label: "notifications (~20 a member)",
    sql: ranges.map(
      ([a, b]) => `
      INSERT INTO "Notification" (id, "userId", kind, title, body, href, "readAt", "createdAt")
      SELECT 'bmn' || ${pad("u", 7)} || ${pad("k", 2)}, ${userId("u")},
        ${at(notificationKinds, 8, "u + k")}::"NotificationKind", ${at(notificationTitles, 8, "u + k")}, '',
        ${at(notificationHrefs, 8, "u + k")},
        CASE WHEN k > n - (u % 12) THEN NULL ELSE t + interval '2 hours' END, t
      FROM (SELECT u, n, k, now() - interval '90 days' + (k * interval '90 days' / (n + 1)) - (u % 1000) * interval '1 minute' AS t
            FROM (SELECT u, 10 + (u * 7919::bigint) % 21 AS n FROM generate_series(${a}, ${b}) AS u) AS m,
                 generate_series(1, m.n) AS k) AS g`,
    ),
  };
  const freq = `(CASE WHEN h < 15 THEN 'instant' WHEN h < 60 THEN 'daily' WHEN h < 85 THEN 'weekly' ELSE 'off' END)::"AlertFrequency"`;
  const savedSearches: Part = {
    label: "saved searches (0–2 a member)",
    sql: ranges.map(
      ([a, b]) => `
      INSERT INTO "SavedSearch" (id, "userId", name, kind, query, frequency, "lastSentAt", "pendingSince", "keyVersion", "createdAt", "updatedAt")
      SELECT 'bmq' || ${pad("u", 7)} || k, ${userId("u")}, ${at(vocabNames, 20, "v")}, ${at(vocabKinds, 20, "v")}::"SavedSearchKind",
        ${at(vocabQueries, 20, "v")}, ${freq},
        CASE WHEN h < 85 AND u % 3 = 0 THEN now() - interval '1 day' END,
        CASE WHEN h < 85 AND u % 100 = 0 THEN now() - interval '1 hour' END, ${keyVersion},
        ${joined("u")} + k * interval '1 day', ${joined("u")} + k * interval '1 day'
      FROM (SELECT u, k, ${vocabIndex("u * 31 + k * 17")} AS v, (u * 13 + k * 41) % 100 AS h
            FROM generate_series(${a}, ${b}) AS u, generate_series(1, u % 3) AS k) AS g`,
    ),
  };
  const appStatus = list([
    "pending",
    "pending",
    "pending",
    "accepted",
    "rejected",
    "completed",
    "cancelled",
    "closed",
  ]);
  const applications: Part = {
    label: "applications (0–2 a member)",
    sql: ranges.map(
      ([a, b]) => `
      INSERT INTO "JobApplication" (id, "jobId", "userId", name, email, "coverLetter", status, "createdAt", "updatedAt")
      SELECT 'bma' || ${pad("u", 7)} || k, 'bmj' || ${pad(`1 + (u * 31 + k * 7) % ${JOBS}`, 7)}, ${userId("u")},
        'Member ' || u, 'member' || u || '@example.in', 'I have shipped two Rust services and would like to help.',
        ${at(appStatus, 8, "u + k")}::"ApplicationStatus", t, t
      FROM (SELECT u, k, now() - ((u * 7 + k * 13) % 300) * interval '1 day' AS t
            FROM generate_series(${a}, ${b}) AS u, generate_series(1, u % 3) AS k) AS g`,
    ),
  };
  const bidStatus = list(["pending", "pending", "accepted", "rejected", "withdrawn"]);
  const bids: Part = {
    label: "bids (3 in 10 members)",
    sql: ranges.map(
      ([a, b]) => `
      INSERT INTO "Bid" (id, "gigId", "userId", amount, "durationDays", message, status, "createdAt", "updatedAt")
      SELECT 'bmb' || ${pad("u", 7)}, 'bmg' || ${pad(`1 + (u * 13) % ${GIGS}`, 7)}, ${userId("u")}, 20000 + (u % 20) * 5000,
        7 + u % 30, 'Can start Monday.', ${at(bidStatus, 5, "u")}::"BidStatus", t, t
      FROM (SELECT u, now() - ((u * 11) % 300) * interval '1 day' AS t FROM generate_series(${a}, ${b}) AS u
            WHERE u % 10 < 3) AS g`,
    ),
  };
  // Requests are answered within days: the ones of the last two weeks are pending, older ones decided.
  const consultStatus = list([
    "accepted",
    "completed",
    "completed",
    "rejected",
    "cancelled",
    "completed",
    "completed",
    "accepted",
    "completed",
    "completed",
  ]);
  const consultations: Part = {
    label: "consultations (1 in 10 members)",
    sql: `
      INSERT INTO "Consultation" (id, "userId", name, email, mobile, topic, message, status, "scheduledDate", "createdAt", "updatedAt")
      SELECT 'bmk' || ${pad("u", 7)}, ${userId("u")}, 'Member ' || u, 'member' || u || '@example.in', '9' || ${pad("u", 9)},
        ${at(list(["Tokenomics review", "Smart contract audit", "Fundraising", "Hiring plan", "AI product strategy"]), 5, "u")},
        'Would like an hour on this.',
        (CASE WHEN (u * 3) % 700 < 14 THEN 'pending' ELSE ${at(consultStatus, 10, "u / 10")} END)::"ConsultationStatus",
        CASE WHEN (u / 10) % 10 IN (1, 8) THEN now() + ((u / 10) % 30) * interval '1 day' END, t, t
      FROM (SELECT u, now() - ((u * 3) % 700) * interval '1 day' AS t FROM generate_series(10, ${M}, 10) AS u) AS g`,
  };
  const actions = list([
    "listing.approve",
    "listing.reject",
    "consultation.accept",
    "coins.credit",
    "member.suspend",
    "listing.close",
  ]);
  const targets = list(["job", "event", "consultation", "user", "user", "gig"]);
  const backOffice: Part = {
    label: "audit entries and leads",
    sql: [
      `INSERT INTO "AuditLog" (id, "actorId", "actorEmail", action, "targetType", "targetId", summary, "createdAt")
       SELECT 'bml' || ${pad("i", 8)}, 'bmu0000001', 'aarav.sharma1@example.in', ${at(actions, 6, "i")},
         ${at(targets, 6, "i")}, 'bmj' || ${pad(`1 + i % ${JOBS}`, 7)}, 'Rust Developer #' || i || ' at NodeYard',
         now() - ((${AUDIT} - i) * interval '730 days' / ${AUDIT})
       FROM generate_series(1, ${AUDIT}) AS i`,
      `INSERT INTO "Lead" (id, kind, name, email, phone, company, details, "handledAt", "createdAt")
       SELECT 'bmd' || ${pad("i", 7)}, CASE WHEN i % 3 = 0 THEN 'service-demo' ELSE 'demo-booking' END,
         'Lead ' || i, 'lead' || i || '@example.in', '+91 9' || ${pad("i", 9)}, ${at(companies, 10, "i")},
         jsonb_build_object('teamSize', '11-50', 'message', 'A demo for our team, please.'),
         CASE WHEN i % 2 = 0 THEN now() END, now() - ((${LEADS} - i) * interval '730 days' / ${LEADS})
       FROM generate_series(1, ${LEADS}) AS i`,
      `INSERT INTO "ContactMessage" (id, name, email, subject, message, "handledAt", "createdAt")
       SELECT 'bmm' || ${pad("i", 7)}, 'Visitor ' || i, 'visitor' || i || '@example.in', 'Partnership',
         'We would like to list our hackathon.', CASE WHEN i % 2 = 0 THEN now() END,
         now() - ((${CONTACTS} - i) * interval '730 days' / ${CONTACTS})
       FROM generate_series(1, ${CONTACTS}) AS i`,
      `INSERT INTO "WaitlistEntry" (id, "courseId", name, email, "skillLevel", "createdAt")
       SELECT 'bmw' || ${pad("i", 7)}, 'bmc' || (1 + i % ${COURSES}), 'Learner ' || i, 'learner' || i || '@example.in',
         'Beginner', now() - ((${WAITLIST} - i) * interval '730 days' / ${WAITLIST})
       FROM generate_series(1, ${WAITLIST}) AS i`,
    ],
  };
  return { users, listings, notifications, savedSearches, applications, bids, consultations, backOffice };
}

const filled = [
  "User",
  "Startup",
  "Job",
  "Event",
  "Gig",
  "Course",
  "Notification",
  "SavedSearch",
  "JobApplication",
  "Bid",
  "Consultation",
  "AuditLog",
  "Lead",
  "ContactMessage",
  "WaitlistEntry",
  "SavedSearchKey",
];

async function connect() {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // Every referenced id is created by this script: the foreign-key triggers are skipped (nothing is dropped).
  await client.query("SET session_replication_role = replica");
  await client.query("SET synchronous_commit = off");
  await client.query("SET work_mem = '64MB'");
  return client;
}

async function run(client: pg.Client, part: Part): Promise<number> {
  const started = Date.now();
  const statements = Array.isArray(part.sql) ? part.sql : [part.sql];
  let rows = 0;
  for (const sql of statements) rows += (await client.query(sql)).rowCount ?? 0;
  const s = (Date.now() - started) / 1000;
  console.error(`  ${part.label}: ${rows.toLocaleString("en-US")} rows in ${s.toFixed(1)} s`);
  return rows;
}

/**
 * The "alerts" reverse index (prisma/schema/saved-search-matching.prisma): every seeded search needs its
 * SavedSearchKey rows and the KEY_VERSION they were made with. The vocabulary is small, so its keys are computed
 * once per entry by lib/saved-searches/keys.ts's own searchKeysOf(kind, query), then written for every search in
 * one INSERT … SELECT joined on the query (the same rows lib/saved-searches/index-write.ts writes one search at a
 * time). Without that module the index is left empty (said so).
 */
type KeysModule = { searchKeysOf?: (kind: string, query: string) => string[]; KEY_VERSION?: number };
async function loadKeys(): Promise<KeysModule | null> {
  const keysModule = "../lib/saved-searches/keys"; // another helper's file: a variable, so tsc does not need it
  const mod = (await import(keysModule).catch(() => null)) as KeysModule | null;
  return mod?.searchKeysOf ? mod : null;
}

async function seedSavedSearchKeys(client: pg.Client, mod: KeysModule | null): Promise<void> {
  if (!mod?.searchKeysOf) {
    console.error(
      "  saved-search keys: lib/saved-searches/keys.ts has no searchKeysOf(kind, query); not seeded",
    );
    return;
  }
  const started = Date.now();
  const pairs = searchVocabulary.flatMap(([kind, , query]) =>
    mod.searchKeysOf!(kind, query).map((key) => [kind, query, key] as const),
  );
  const values = pairs
    .map((_, i) => `($${3 * i + 1}::"SavedSearchKind", $${3 * i + 2}, $${3 * i + 3})`)
    .join(", ");
  const { rowCount } = await client.query(
    `INSERT INTO "SavedSearchKey" (kind, key, "searchId")
     SELECT v.kind, v.key, s.id FROM "SavedSearch" s JOIN (VALUES ${values}) AS v(kind, query, key)
       ON s.kind = v.kind AND s.query = v.query ORDER BY 1, 2, 3`,
    pairs.flat(),
  );
  console.error(
    `  saved-search keys: ${(rowCount ?? 0).toLocaleString("en-US")} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

async function main() {
  const started = Date.now();
  await deployMigrations(url);
  const admin = await connect();
  const { rows } = await admin.query<{ n: string }>(
    `SELECT count(*) AS n FROM (SELECT 1 FROM "User" LIMIT 1) x`,
  );
  if (Number(rows[0]!.n) > 0) {
    if (!fresh) {
      console.error(`${dbName} already has members: pass --fresh to empty the seeded tables first.`);
      process.exit(2);
    }
    await admin.query(`TRUNCATE ${filled.map((t) => `"${t}"`).join(", ")} CASCADE`);
  }
  console.error(`Seeding ${dbName} with ${M.toLocaleString("en-US")} members:`);
  const keys = await loadKeys();
  const p = parts(keys?.KEY_VERSION ?? 0);
  await run(admin, p.users);
  await run(admin, p.listings);
  // Two connections (two cores): the notifications on one, everything else on the other.
  const other = await connect();
  const [notifications] = await Promise.all([
    run(admin, p.notifications),
    (async () => {
      for (const part of [p.savedSearches, p.applications, p.bids, p.consultations, p.backOffice])
        await run(other, part);
      await seedSavedSearchKeys(other, keys);
    })(),
  ]);
  await other.end();
  const analyzed = Date.now();
  // VACUUM as well: the visibility map (index-only counts) and the GIN indexes' pending lists flushed, the state
  // autovacuum keeps a live database in.
  await admin.query(`VACUUM (ANALYZE) ${filled.map((t) => `"${t}"`).join(", ")}`);
  console.error(`  VACUUM (ANALYZE) in ${((Date.now() - analyzed) / 1000).toFixed(1)} s`);
  await admin.end();
  const seconds = (Date.now() - started) / 1000;
  console.log(
    JSON.stringify({ database: dbName, members: M, notifications, seconds: Math.round(seconds * 10) / 10 }),
  );
}

await main();
