import { expect, expectNoAxeViolations, test } from "../fixtures";

test("a guest browses and searches jobs, opens one and is asked to log in to apply", async ({ page }) => {
  await page.goto("/jobs");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Find your next role");
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(10);
  await expect(page.getByRole("navigation", { name: "Pages" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("searchbox", { name: "Search jobs" }).fill("solidity");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/jobs\?q=solidity/);
  const found = await cards.count();
  expect(found).toBeGreaterThan(0);
  expect(found).toBeLessThan(10);
  for (const text of await cards.allInnerTexts()) expect(text.toLowerCase()).toContain("solidity");

  await page
    .getByRole("navigation", { name: "Role type" })
    .getByRole("link", { name: "Internships" })
    .click();
  await expect(page).toHaveURL(/type=Internship/);
  await page.getByRole("searchbox", { name: "Search jobs" }).fill("zzzz-nothing-matches");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("heading", { name: "No Jobs Found..." })).toBeVisible();

  await page.goto("/jobs");
  const first = cards.first().getByRole("heading", { level: 2 });
  const title = await first.innerText();
  await first.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
  expect(await page.locator('script[type="application/ld+json"]').first().textContent()).toContain(
    '"@type":"JobPosting"',
  );
  await expectNoAxeViolations(page);
  const jobPath = new URL(page.url()).pathname;
  await page.getByRole("button", { name: /^Apply to/ }).click();
  await expect(page.getByText("You need to be logged in to apply for jobs.")).toBeVisible();
  await expect(page).toHaveURL(`/login?returnUrl=${encodeURIComponent(jobPath)}`);
});

test("an unknown job shows 'Job Not Found' with status 404", async ({ page }) => {
  const res = await page.goto("/job/cnotarealjob00000000000");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Job Not Found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Jobs" }).click();
  await expect(page).toHaveURL(/\/jobs$/);
});

test("a guest browses and searches events; opening one asks them to log in", async ({ page }) => {
  await page.goto("/events");
  const cards = page.getByRole("article");
  await expect(cards.first()).toBeVisible();
  expect(await page.getByText("TBD").count()).toBeGreaterThan(0);
  await expectNoAxeViolations(page);

  await page.getByRole("searchbox", { name: "Search events" }).fill("hackathon");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/events\?q=hackathon/);
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allInnerTexts()) expect(text.toLowerCase()).toMatch(/hack/);

  await page.getByRole("searchbox", { name: "Search events" }).fill("no-such-event-anywhere");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("heading", { name: "Coming Soon..." })).toBeVisible();

  await page.goto("/events");
  await cards.first().getByRole("link").click();
  await expect(page.getByText("Please log in to view event details.")).toBeVisible();
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fevent%2F/);
});
