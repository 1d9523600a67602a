// A startup's page (issue #45 §3): a visitor goes from a card on /startups to the startup's page, which the server
// draws with its facts, its open jobs and its Organization JSON-LD; a job there leads to the job's page. An old
// address by id moves to the slug's, and an unknown startup answers 404 in the server's HTML. Runs at 1280 and 390 px.
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "../fixtures";

type JsonLd = Record<string, unknown>;

/** Every JSON-LD block of the page, parsed (a block that is not valid JSON fails the test). */
async function jsonLdOf(page: Page): Promise<JsonLd[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as JsonLd);
}

test("a visitor opens a startup from its card, sees its open jobs, and follows one @hosts", async ({
  page,
}) => {
  await page.goto("/startups");
  const card = page.getByRole("main").getByRole("article").filter({ hasText: "PaisaPool" });
  // Its seeded job is open: the card says it is hiring, as the Hiring filter does.
  await expect(card.getByText("Hiring", { exact: true })).toBeVisible();
  await card.getByRole("link", { name: "PaisaPool" }).click();

  await expect(page).toHaveURL((url) => url.pathname === "/startup/paisapool");
  await expect(page.getByRole("heading", { level: 1, name: "PaisaPool" })).toBeVisible();
  await expect(page).toHaveTitle(/^PaisaPool/);
  // Its facts, in the server's HTML.
  const facts = page.getByRole("main").locator("dl");
  for (const fact of ["Bengaluru", "DeFi", "Seed", "11-25 people", "2022"])
    await expect(facts).toContainText(fact);
  await expect(page.getByRole("heading", { name: "Open jobs" })).toBeVisible();

  const organization = (await jsonLdOf(page)).find((block) => block["@type"] === "Organization");
  expect(organization).toMatchObject({
    "@context": "https://schema.org",
    name: "PaisaPool",
    foundingDate: "2022",
    address: { addressLocality: "Bengaluru", addressCountry: "IN" },
    numberOfEmployees: { minValue: 11, maxValue: 25 },
  });
  expect(new URL(organization!.url as string).pathname).toBe("/startup/paisapool");
  await expectNoAxeViolations(page);

  // The filter reads the same fact as the badge.
  const filtered = await page.request.get("/api/startups?hiring=yes&limit=100");
  const hiring = ((await filtered.json()) as { startups: { name: string }[] }).startups.map((s) => s.name);
  expect(hiring).toContain("PaisaPool");

  await page.getByRole("link", { name: "Smart Contract Engineer" }).click();
  await expect(page).toHaveURL(/\/job\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Smart Contract Engineer" })).toBeVisible();
  // The job's page leads back to the startup.
  await page.getByRole("link", { name: "About PaisaPool" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/startup/paisapool");
});

test("an old address by id moves to the slug's, and an unknown startup answers 404 @hosts", async ({
  browser,
  baseURL,
  page,
}) => {
  const moved = await page.request.get("/startup/seed-startup-paisapool", { maxRedirects: 0 });
  expect(moved.status()).toBe(308);
  // Next writes a same-origin Location as a path (the proxy builds it on SITE_URL).
  expect(new URL(moved.headers().location!, baseURL).pathname).toBe("/startup/paisapool");

  const noScript = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: page.viewportSize(),
  });
  const serverOnly = await noScript.newPage();
  const response = await serverOnly.goto("/startup/no-such-startup-anywhere");
  expect(response?.status()).toBe(404);
  await expect(serverOnly.getByRole("heading", { name: "Startup Not Found" })).toBeVisible();
  await expect(serverOnly.locator("meta[name=robots]").first()).toHaveAttribute("content", /noindex/);
  await serverOnly.getByRole("link", { name: "Back to Startups" }).click();
  await expect(serverOnly).toHaveURL((url) => url.pathname === "/startups");
  await noScript.close();
});
