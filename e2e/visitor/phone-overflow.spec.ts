// At phone width (390 px) no page of the site scrolls sideways: every public route, a listing of each kind, the
// sign-in pages and the not-found page. The journeys that draw layout (navigation, forms, dashboards, tables) run at
// this width too (playwright.config.ts); the rest run once, at desktop width.
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, isMobile, test } from "../fixtures";

const routes = [
  "/",
  "/about",
  "/consultation",
  "/contact",
  "/courses",
  "/developers",
  "/developers/gigs",
  "/documentation",
  "/events",
  "/gigs",
  "/jobs",
  "/startups",
  "/services",
  "/solutions",
  "/team",
  "/privacy-policy",
  "/refund-and-cancellation",
  "/terms-of-use",
  "/login",
  "/login?mode=register",
  "/login?mode=forgot-password",
  "/jobs?q=frontend",
  "/no-such-page",
];

/** The first listing a list API answers with, as the path of its page. */
async function firstListing(request: APIRequestContext, api: string, path: string): Promise<string> {
  const res = await request.get(api);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as Record<string, unknown>;
  const rows = Object.values(body).find(Array.isArray) as { id?: string; _id?: string }[] | undefined;
  const id = rows?.[0]?.id ?? rows?.[0]?._id;
  expect(id, `${api} lists a seeded listing`).toBeTruthy();
  return `${path}/${id}`;
}

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test("no page scrolls sideways at phone width", async ({ page }) => {
  test.skip(!isMobile(page), "sideways scrolling is a phone-width failure (390 px)");
  const listings = [
    await firstListing(page.request, "/api/jobs", "/job"),
    await firstListing(page.request, "/api/gigs", "/gig"),
    await firstListing(page.request, "/api/events", "/event"),
  ];
  const wide: string[] = [];
  for (const route of [...routes, ...listings]) {
    await page.goto(route);
    await expect(page.locator("main").first()).toBeVisible();
    const overflow = await sidewaysOverflow(page);
    if (overflow > 0) wide.push(`${route}: ${overflow} px too wide`);
  }
  expect(wide).toEqual([]);
});
