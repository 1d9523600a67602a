// The database down, then back: a server of this test's own (the production build, scripts/server.mjs) starts
// while its database is off, answers 503 where it needs the database and 200 where it does not, and recovers by
// itself when the database returns, and again after the database is cut off while it runs. The list pages'
// default views are cached pages: they stay up with the database down.
import { spawn, type ChildProcess } from "node:child_process";
import { expect, expectNoAxeViolations, test } from "../fixtures";
import { freePort, switchableDatabase, type SwitchableDatabase } from "../ops/switchable-database";

let database: SwitchableDatabase;
let server: ChildProcess;
let origin: string;

test.beforeAll(async () => {
  test.setTimeout(170_000);
  database = await switchableDatabase();
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ["scripts/server.mjs", "-H", "127.0.0.1", "-p", String(port)], {
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      ...(database.embedded ? { DATABASE_POOL_MAX: "1", DATABASE_EMBEDDED: "1" } : {}),
      SITE_URL: origin,
      AUTH_SECRET: "e2e-only-secret-not-for-production-0123456789",
      ACCESS_LOG: "0",
      MAIL_OUTBOX_DIR: ".data/e2e-mail-down",
      NEXT_TELEMETRY_DISABLED: "1",
    },
    stdio: "ignore",
  });
  await expect
    .poll(
      () =>
        fetch(`${origin}/api/health`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 120_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  await database?.close();
});

const status = (path: string) => fetch(`${origin}${path}`).then((r) => r.status);
// Search results are cached for a minute: a search this server has not made reads the database.
const unseen = (word: string) =>
  `${word}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

test("with the database down pages that need it answer 503, others 200; both recover when it returns", async ({
  page,
}) => {
  // Down from the start: the process is up, not ready; API calls answer 503 in the one error shape.
  expect(await status("/api/health")).toBe(200);
  const ready = await fetch(`${origin}/api/ready`);
  expect(ready.status).toBe(503);
  expect(await ready.json()).toMatchObject({ status: "unavailable", database: "unreachable" });
  const jobsApi = await fetch(`${origin}/api/jobs`);
  expect(jobsApi.status).toBe(503);
  expect(jobsApi.headers.get("retry-after")).toBe("5");
  expect(await jobsApi.json()).toMatchObject({
    success: false,
    code: "unavailable",
    message: "The service is briefly unavailable. Please try again in a moment.",
  });

  // The cached default view of a list is still served, with its jobs: the build's own view (each server starts from
  // it, and this one could not render a newer one).
  expect((await page.goto(`${origin}/jobs`))?.status()).toBe(200);
  await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
  await expect(page.getByText("Failed to load jobs")).toHaveCount(0);

  // A page that reads the database per request (a search): its failed-load state, with 503 and Retry-After.
  const down = await page.goto(`${origin}/jobs?q=${unseen("intern")}`);
  expect(down?.status()).toBe(503);
  expect(down?.headers()["retry-after"]).toBe("30");
  await expect(page.getByText("Failed to load jobs")).toBeVisible();
  await expect(page.getByRole("link", { name: "Try Again" })).toBeVisible();
  await expectNoAxeViolations(page);
  // Pages that need no database are served as usual.
  expect((await page.goto(`${origin}/privacy-policy`))?.status()).toBe(200);

  // The database returns: no restart, the next requests are served.
  await database.on();
  await expect.poll(() => status("/api/ready"), { timeout: 30_000 }).toBe(200);
  const up = await page.goto(`${origin}/jobs?q=${encodeURIComponent("Frontend Engineering Intern")}`);
  expect(up?.status()).toBe(200);
  await expect(page.getByText("Frontend Engineering Intern").first()).toBeVisible();

  // Cut off while running (every open connection dropped), then back: 503 meanwhile, then 200 again.
  await database.off();
  expect(await status("/api/jobs")).toBe(503);
  expect((await page.goto(`${origin}/gigs?q=${unseen("design")}`))?.status()).toBe(503);
  await database.on();
  await expect.poll(() => status("/api/jobs"), { timeout: 30_000 }).toBe(200);
  // Try Again (a plain link to the same page) loads the same search again, now served.
  const search = page.url();
  const [again] = await Promise.all([
    page.waitForResponse((res) => res.url() === search && res.request().isNavigationRequest()),
    page.getByRole("link", { name: "Try Again" }).click(),
  ]);
  expect(again.status()).toBe(200);
  await expect(page.getByRole("link", { name: "Try Again" })).toHaveCount(0);
});
