// Issue #43, "Any host": what a visitor or a crawler gets does not depend on which server runs the build. Run it under
// each (E2E_HOST=server|next|standalone, playwright.config.ts): lists read their own search, filters and pages, unknown
// listings answer 404 with their not-found page, every page has one script policy without 'unsafe-inline', and the
// default views stay cached.
import type { APIResponse, Page, Response } from "@playwright/test";
import { expect, test } from "../fixtures";

/** The titles of the listing cards on the page now showing. */
const cardTitles = (page: Page) =>
  page.getByRole("main").getByRole("article").getByRole("heading").allTextContents();

/** Every Content-Security-Policy header line of an answer. */
async function policies(response: Response | APIResponse) {
  return (await response.headersArray())
    .filter((h) => h.name.toLowerCase() === "content-security-policy")
    .map((h) => h.value);
}

const scriptSrc = (policy: string) => policy.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";

test.describe("any host", { tag: "@hosts" }, () => {
  test("a job search, a filter and a page are rendered from the list's own query", async ({ page }) => {
    await page.goto("/jobs");
    const defaults = await cardTitles(page);
    expect(defaults.length).toBeGreaterThan(1);

    await page.goto("/jobs?q=frontend");
    await expect(page.getByText(/^\d+ roles? for "frontend"$/)).toBeVisible();
    const found = await cardTitles(page);
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(defaults.length);
    for (const card of await page.getByRole("main").getByRole("article").all()) {
      await expect(card).toContainText(/frontend/i);
    }

    await page.goto("/jobs?q=zzqxnomatch");
    await expect(page.getByRole("heading", { name: "No Jobs Found" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(0);

    await page.goto("/jobs?type=Internship");
    await expect(page).toHaveTitle(/^Internships in India/);
    const internships = page.getByRole("main").getByRole("article");
    expect(await internships.count()).toBeGreaterThan(0);
    for (const card of await internships.all()) await expect(card).toContainText("Internship");

    // Page 2 holds other jobs than page 1 (the seed alone has more than a page of them).
    await page.goto("/jobs?page=2");
    const second = await cardTitles(page);
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((title) => defaults.includes(title))).toEqual([]);
  });

  test("events, gigs and startups read their filter or search", async ({ page }) => {
    await page.goto("/events?when=past");
    await expect(page).toHaveTitle(/^Past events in India/);

    for (const list of ["/gigs", "/startups"]) {
      await page.goto(list);
      const all = await cardTitles(page);
      expect(all.length, list).toBeGreaterThan(1);
      const wanted = all[0]!.trim();
      await page.goto(`${list}?q=${encodeURIComponent(wanted)}`);
      await expect(page.getByText(new RegExp(`^\\d+ results? for "`))).toBeVisible();
      const found = await cardTitles(page);
      expect(found, list).toContain(wanted);
      expect(found.length, list).toBeLessThan(all.length);
    }
  });

  for (const [path, title] of [
    ["/job/doesnotexist", "Job Not Found"],
    ["/gig/doesnotexist", "Gig Not Found"],
    ["/hi/gig/doesnotexist", "गिग नहीं मिला"],
    ["/startup/doesnotexist", "Startup Not Found"],
  ] as const) {
    test(`${path} answers 404 with '${title}' in the server's HTML`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain(`<title>${title} | Builders Hub</title>`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
      expect(html).toContain('name="robots" content="noindex');
    });
  }

  test("the page a missing listing is shown by answers 404 when asked for by its own address", async ({
    request,
  }) => {
    for (const path of ["/missing-listing/job", "/hi/missing-listing/gig", "/en/missing-listing/u"]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });

  test("each rewrite of the proxy is served inside the server, never sent back to it over HTTP", async ({
    request,
  }) => {
    // Next names a rewrite it serves itself by its path, one it sends on by its URL (on a server bound to 127.0.0.1,
    // a second request to itself: vercel/next.js#94745). The suite's servers listen as the README deploys them.
    const jobs = await (await request.get("/jobs")).text();
    const job = jobs.match(/href="(\/job\/[^"?#]+)"/)?.[1];
    expect(job).toBeTruthy();
    const rewritten = [
      "/jobs?q=frontend",
      "/hi/jobs?type=Internship",
      "/job/%C0",
      "/hi/job/%C0",
      "/no-such-page",
      "/job/doesnotexist",
    ];
    for (const path of [...rewritten, job!, "/login"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBeLessThan(500);
      const target = response.headers()["x-middleware-rewrite"];
      if (rewritten.includes(path)) expect(target, path).toBeTruthy();
      if (target) expect(target, path).toMatch(/^\/(?!\/)/);
    }
  });

  test("every page has one script policy, by nonce or hashes, without 'unsafe-inline', and runs under it", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (e) =>
        seen.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    for (const [path, kind] of [
      ["/jobs", "sha256"],
      ["/", "sha256"],
      ["/jobs?q=frontend", "sha256"],
      ["/events?when=past", "sha256"],
      ["/job/doesnotexist", "nonce"],
      ["/login", "nonce"],
      ["/no-such-page", "nonce"],
      ["/job/%C0", "nonce"],
      ["/hi/job/%C0", "nonce"],
    ] as const) {
      const response = await page.goto(path);
      const sent = await policies(response!);
      expect(sent, path).toHaveLength(1);
      expect(scriptSrc(sent[0]!), path).toContain(`'${kind}-`);
      expect(scriptSrc(sent[0]!), path).not.toContain("'unsafe-inline'");
      await expect(page.locator("html[data-hydrated]"), path).toBeAttached();
      expect(
        await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
        path,
      ).toEqual([]);
    }
  });

  test("the default views stay cached, and a search beside them does not disturb them", async ({
    request,
  }) => {
    for (const path of ["/jobs", "/events", "/gigs", "/startups"]) {
      await request.get(`${path}?q=frontend`);
      // A journey approving a listing meanwhile has the list rendered anew once (MISS); the next answer is cached.
      await expect
        .poll(async () => (await request.get(path)).headers()["x-nextjs-cache"], { message: path })
        .toMatch(/HIT|STALE/);
    }
  });
});
