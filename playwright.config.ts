import { statfsSync } from "node:fs";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
// E2E_BASE_URL: a site already running (scripts/cluster.sh: two instances behind nginx); else the suite starts one.
const external = process.env.E2E_BASE_URL;
const baseURL = external ?? `http://127.0.0.1:${port}`;
export const e2eOutbox = process.env.E2E_MAIL_OUTBOX ?? ".data/e2e-mail";
/** The e2e server's CRON_SECRET: the saved-search alerts spec triggers POST /api/cron/alerts with it. */
export const e2eCronSecret = process.env.E2E_CRON_SECRET ?? "e2e-only-cron-secret-0123456789";

/** Free bytes in /dev/shm (0 where there is none). */
function shmBytes(): number {
  try {
    const fs = statfsSync("/dev/shm");
    return fs.bavail * fs.bsize;
  } catch {
    return 0;
  }
}

// Debian's headless shell (package chromium-headless-shell), what Playwright itself runs headless: the full browser's
// new headless mode cost the suite 30 % more time and CPU on the same journeys (bench/README.md).
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    // Shared memory in /tmp files only where /dev/shm is too small for it (a container's 64 MB): the files cost
    // the suite about 9 % of its CPU where /dev/shm has room.
    ...(shmBytes() < 1024 ** 3 ? ["--disable-dev-shm-usage"] : []),
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};

// The journeys whose layout changes with the width: navigation, forms, a poster's applicant table, and the overflow
// checks over every route and every dashboard and back-office section (e2e/member/no-overflow.spec.ts). They run at
// 390 px as well; every other journey draws the same at any width and runs once, at 1280 px.
const phoneJourneys = [
  "visitor/navigation",
  "visitor/home",
  "visitor/contact",
  "visitor/phone-overflow",
  "visitor/list-filters",
  "visitor/startup-page",
  "member/register",
  "member/login",
  "member/account-settings",
  "member/listings",
  "member/applications",
  "member/applicant-pipeline",
  "member/prefilled-forms",
  "member/no-overflow",
  "member/consultation-slots",
  "member/consultation-overflow",
  "member/notifications",
  "member/conversations",
  "member/saved-search-alerts",
  "member/event-registration",
  "member/builder-profile",
  "member/hindi-journey",
  "admin/admin-dashboard",
];
// E2E_SET=smoke (the CI's embedded-database pass): a journey of each kind, the rest having run on PostgreSQL.
const smokeJourneys = [
  "visitor/home",
  "visitor/jobs-and-events",
  "visitor/cached-pages",
  "visitor/not-found",
  "member/register",
  "member/listings",
  "member/coins-and-consultations",
  "admin/back-office",
  "api/conventions",
];
const smoke = process.env.E2E_SET === "smoke";
// E2E_SET=hosts: the smoke set and every journey whose answers once depended on the server (issue #43: lists,
// searches, filters, pages, 404s, the script policy, cached pages), tagged @hosts; CI runs it under each E2E_HOST.
const hosts = process.env.E2E_SET === "hosts";
/** A test's full title names its file (e2e/visitor/home.spec.ts): the smoke journeys' files, or the @hosts tag. */
const hostsGrep = [
  /@hosts/,
  ...smokeJourneys.map((name) => new RegExp(`${name.replace("/", "[/\\\\]")}\\.spec\\.ts`)),
];

// E2E_HOST: which server serves the build. `server` (the default) is scripts/server.mjs; `next` is Next's own
// `next start`; `standalone` is .next/standalone/server.js, completed by scripts/standalone.sh. Each must behave
// the same (e2e/visitor/any-host.spec.ts).
// Each listens on every address, as the README deploys them: Next 16 sends a proxy's rewrite on a server bound to
// 127.0.0.1 back to it over HTTP as a second request (vercel/next.js#94745), which hid a 500 the one in-process
// request gave (bench/README.md); any-host.spec.ts checks no rewrite goes out.
const host = process.env.E2E_HOST ?? "server";
const servers: Record<string, string> = {
  server: `node scripts/server.mjs -H 0.0.0.0 -p ${port}`,
  next: `node_modules/.bin/next start -H 0.0.0.0 -p ${port}`,
  // `exec`, so scripts/with-db.ts's SIGTERM reaches the server.
  standalone: `sh -c 'scripts/standalone.sh && cd .next/standalone && HOSTNAME=0.0.0.0 PORT=${port} exec node server.js'`,
};
if (!servers[host]) throw new Error(`E2E_HOST is server, next or standalone (not ${host})`);
const files = (names: string[]) => names.map((name) => `**/${name}.spec.ts`);
const only = (names: string[]) => files(smoke ? names.filter((n) => smokeJourneys.includes(n)) : names);

export default defineConfig({
  testDir: "./e2e",
  testMatch: smoke ? files(smokeJourneys) : "**/*.spec.ts",
  grep: hosts ? hostsGrep : undefined,
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  // One retry in CI, where a failure stops the whole run: a journey that passes only on its retry is listed as
  // "flaky" in the report (and a real failure fails twice). Locally a failure is reported at once.
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  // A ceiling, not a measure: nothing waits for it. A journey with several axe scans on a busy 2-core machine
  // (another build running beside the suite) takes well over 90 s; time-dependent behaviour runs on page.clock.
  timeout: 180_000,
  // Also a ceiling: an assertion passes as soon as it holds. A first toast fetches its chunk (sonner) on a
  // machine that may be running another suite beside this one; 10 s was missed there.
  expect: { timeout: 20_000 },
  // A trace records every action's page and screenshots, a cost to each journey: in CI, only a retry (of a journey
  // that failed once) records one; locally, where nothing retries, each journey records and a failing one keeps it.
  // Reduced motion, as many members ask for it: a page whose animations never end (the home page's orbit and partner
  // strip) otherwise has Chromium drawing frames as long as it is open. The journeys that check the motion itself
  // ask for it (e2e/visitor/home.spec.ts, home-orbit.spec.ts).
  use: {
    baseURL,
    reducedMotion: "reduce",
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: chromium,
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      name: "mobile",
      testMatch: only(phoneJourneys),
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, launchOptions: chromium },
    },
  ],
  webServer: external
    ? undefined
    : {
        // The production build (npm run test:e2e builds it) served with a scratch database of its own, migrated
        // and seeded: beside DATABASE_URL's (so no rows the integration tests left behind), else embedded in memory.
        command: `node --import tsx scripts/with-db.ts --scratch -- ${servers[host]}`,
        // SIGTERM lets scripts/with-db.ts stop the server and drop the scratch database.
        gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
        url: `${baseURL}/api/projects`,
        timeout: 120_000,
        reuseExistingServer: false,
        stdout: "pipe",
        env: {
          // Absolute: the standalone server runs from .next/standalone.
          MAIL_OUTBOX_DIR: path.resolve(e2eOutbox),
          NEXT_TELEMETRY_DISABLED: "1",
          // Links in mail point at this server; each test sends its own X-Forwarded-For, so rate limits are per test.
          SITE_URL: baseURL,
          TRUST_PROXY: "1",
          // One JSON line per request is for operators; the suite's output stays readable without them.
          ACCESS_LOG: "0",
          AUTH_SECRET: process.env.AUTH_SECRET ?? "e2e-only-secret-not-for-production-0123456789",
          // The saved-search alerts are triggered by the tests themselves (POST /api/cron/alerts with this secret,
          // e2e/member/saved-search-alerts.spec.ts); the server's worker runs what they queue, with no schedule of
          // its own (the digests' times would otherwise depend on when the suite runs).
          CRON_SECRET: e2eCronSecret,
          // The pseudo-locale (/qps/…): every catalog message marked, so e2e/visitor/pseudo-locale.spec.ts finds text
          // written outside the catalog.
          PSEUDO_LOCALE: "1",
          QUEUE_SCHEDULE: "off",
        },
      },
});
