import { expect, expectNoAxeViolations, test, uniqueIp } from "../fixtures";
import { approveAsAdmin, unique } from "../listings";
import { registerViaApi } from "../member/accounts";

// What crawlers, feed readers and calendars fetch, and how a listing looks once it is closed.
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

test("robots.txt, the sitemap, the icons, the feeds and the calendar are served", async ({
  request,
  isMobile,
}) => {
  test.skip(isMobile, "the same files at every width");
  const robots = await request.get("/robots.txt");
  expect(robots.headers()["content-type"]).toContain("text/plain");
  const rules = await robots.text();
  for (const path of ["/dashboard", "/admin", "/api/", "/submit-listing"])
    expect(rules).toContain(`Disallow: ${path}`);
  expect(rules).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);

  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1]!).pathname,
  );
  expect(locs).toEqual(
    expect.arrayContaining(["/", "/jobs", "/events", "/gigs", "/startups", "/privacy-policy"]),
  );
  expect(locs.some((p) => p.startsWith("/job/"))).toBe(true);
  expect(locs.some((p) => /^\/(dashboard|admin|event\/)/.test(p))).toBe(false);

  const favicon = await request.get("/favicon.ico");
  expect(favicon.status()).toBe(200);
  expect([...(await favicon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  const home = await (await request.get("/")).text();
  expect(home).toContain('rel="apple-touch-icon"');
  const manifest = await request.get(home.match(/<link rel="manifest" href="([^"]+)"/)![1]!);
  expect(await manifest.json()).toMatchObject({ name: "Builders Hub", theme_color: "#07070c" });

  for (const path of ["/jobs/feed.xml", "/events/feed.xml"]) {
    const feed = await request.get(path);
    expect(feed.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
    expect(await feed.text()).toMatch(/<rss version="2.0"[\s\S]*<item>/);
  }
  const calendar = await request.get("/events/calendar.ics");
  expect(calendar.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(await calendar.text()).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*BEGIN:VEVENT\r\n/);
});

test("a member adds an upcoming event to their calendar; ended events and closed jobs say so", async ({
  page,
  playwright,
  baseURL,
}) => {
  await registerViaApi(page.request);
  const admin = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": uniqueIp() },
  });
  const post = async (kind: "job" | "event", data: Record<string, unknown>) => {
    const res = await page.request.post(kind === "job" ? "/api/jobs" : "/api/events", {
      data: { contactEmail: "hi@discover.example", contactPhone: "+91 98765 43210", ...data },
    });
    expect(res.status()).toBe(201);
    const { id } = ((await res.json()) as Record<string, { id: string }>)[kind]!;
    await approveAsAdmin(admin, kind, id);
    return id;
  };
  const tag = unique();
  const upcoming = await post("event", {
    title: `Calendar Meetup ${tag}`,
    description: "Talks, demos; and chai",
    date: `${day(20)}T18:30:00+05:30`,
    location: "Pune",
    link: "https://meetup.example/calendar",
  });
  const ended = await post("event", {
    title: `Past Meetup ${tag}`,
    description: "Done.",
    date: `${day(-3)}T18:30:00+05:30`,
    link: "https://meetup.example/past",
  });
  const closedJob = await post("job", {
    title: `Closed Role ${tag}`,
    company: "Ledgerline",
    description: "Design lending vaults.",
    location: "Bengaluru",
    applicationDeadline: day(-2),
  });
  await admin.dispose();

  await page.goto(`/event/${upcoming}`);
  const add = page.getByRole("link", { name: "Add to calendar" });
  await expect(add).toHaveAttribute("href", `/event/${upcoming}/calendar.ics`);
  await expect(page.getByRole("link", { name: "Register" })).toBeVisible();
  await expectNoAxeViolations(page);
  const ics = await page.request.get(`/event/${upcoming}/calendar.ics`);
  expect(ics.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(ics.headers()["content-disposition"]).toBe(`attachment; filename="calendar-meetup-${tag}.ics"`);
  expect((await ics.text()).replace(/\r\n /g, "")).toContain(`SUMMARY:Calendar Meetup ${tag}\r\n`);

  await page.goto(`/event/${ended}`);
  await expect(page.getByText("This event has ended")).toBeVisible();
  await expect(page.getByText("Ended", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Add to calendar" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Register" })).toHaveCount(0);

  await page.goto(`/job/${closedJob}`);
  await expect(page.getByRole("heading", { level: 1, name: `Closed Role ${tag}` })).toBeVisible();
  await expect(page.getByText(/^Applications closed on /)).toBeVisible();
  await expect(page.getByText("Closed", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Apply/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Approved but closed: out of the lists (a search for them finds nothing), still reachable by their URLs.
  await page.goto(`/jobs?q=${encodeURIComponent(`Closed Role ${tag}`)}`);
  await expect(page.getByRole("heading", { name: "No Jobs Found..." })).toBeVisible();
  await page.goto(`/events?q=${encodeURIComponent(`Past Meetup ${tag}`)}`);
  await expect(page.getByRole("heading", { name: "Coming Soon..." })).toBeVisible();
});
