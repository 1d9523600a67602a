import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, holdLogin, test, toast, uniqueIp } from "../fixtures";
import { approveAsAdmin, unique } from "../listings";
import { PASSWORD, logInViaUi, newPerson, registerViaApi } from "../member/accounts";

type JsonLd = Record<string, unknown> & { "@type": string };

/** Every JSON-LD block of the page, parsed (a block that is not valid JSON fails the test). */
async function jsonLdOf(page: Page): Promise<JsonLd[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as JsonLd);
}

/** The absolute canonical URL of the page. */
async function canonicalOf(page: Page): Promise<URL> {
  const link = page.locator('link[rel="canonical"]');
  await expect(link).toHaveCount(1);
  return new URL((await link.getAttribute("href"))!);
}

test("a guest browses and searches jobs, opens one and is asked to log in to apply @hosts", async ({
  page,
}) => {
  await page.goto("/jobs");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Find your next role");
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(10);
  await expect(page.getByRole("navigation", { name: "Pages" })).toBeVisible();
  await expectNoAxeViolations(page);

  // A skill only the seed's voice-AI job lists (other tests add Solidity jobs of their own).
  await page.getByRole("searchbox", { name: "Search jobs" }).fill("pytorch");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/jobs\?q=pytorch/);
  await expect(cards).toHaveCount(1);
  expect((await cards.first().innerText()).toLowerCase()).toContain("pytorch");

  await page
    .getByRole("navigation", { name: "Role type" })
    .getByRole("link", { name: "Internships" })
    .click();
  await expect(page).toHaveURL(/type=Internship/);
  await page.getByRole("searchbox", { name: "Search jobs" }).fill("zzzz-nothing-matches");
  await page.getByRole("button", { name: "Search", exact: true }).click();
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
  const release = await holdLogin(page);
  await page.getByRole("button", { name: /^Apply to/ }).click();
  await expect(toast(page, "Please login to continue")).toBeVisible();
  await expect(toast(page, "You need to be logged in to apply for jobs.")).toBeVisible();
  release();
  await expect(page).toHaveURL(`/login?returnUrl=${encodeURIComponent(jobPath)}`);
});

test("an unknown job shows 'Job Not Found' with status 404 @hosts", async ({ page }) => {
  const response = await page.goto("/job/cnotarealjob00000000000");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Job Not Found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Jobs" }).click();
  await expect(page).toHaveURL(/\/jobs$/);
});

test("a member opening an unknown event sees 'Event Not Found' and a way back @hosts", async ({ page }) => {
  await registerViaApi(page.request);
  const response = await page.goto("/event/cnotarealevent000000000");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Event Not Found" })).toBeVisible();
  await expect(
    page.getByText("The event you are looking for does not exist or has been removed."),
  ).toBeVisible();
  await page.getByRole("link", { name: "Back to Events" }).click();
  await expect(page).toHaveURL(/\/events$/);
});

test("a guest browses and searches events; opening one asks them to log in @hosts", async ({ page }) => {
  await page.goto("/events");
  const cards = page.getByRole("article");
  await expect(cards.first()).toBeVisible();
  await expectNoAxeViolations(page);

  // The seed's undated event (searched for: other tests add newer events to the first page).
  await page.getByRole("searchbox", { name: "Search events" }).fill("Kolkata AI Hack Night");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByText("TBD")).toBeVisible();
  // Its poster is art without words (decorative, empty alt): the card gives the title once, in its heading.
  await expect(cards.first().locator("img")).toHaveAttribute("alt", "");
  await expect(cards.first().getByText("Kolkata AI Hack Night")).toHaveCount(1);

  await page.getByRole("searchbox", { name: "Search events" }).fill("hackathon");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/events\?q=hackathon/);
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allInnerTexts()) expect(text.toLowerCase()).toMatch(/hack/);

  await page.getByRole("searchbox", { name: "Search events" }).fill("no-such-event-anywhere");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Coming Soon..." })).toBeVisible();

  await page.goto("/events");
  const firstEvent = cards.first().getByRole("link");
  const eventPath = (await firstEvent.getAttribute("href"))!;
  const loginUrl = new RegExp(`/login\\?returnUrl=${encodeURIComponent(eventPath)}$`);
  await firstEvent.click();
  await expect(page).toHaveURL(loginUrl);
  await expect(toast(page, "Login Required")).toBeVisible();
  // The card's click and the login page raise the same notice: one toast.
  await expect(page.getByText("Please log in to view event details.")).toHaveCount(1);

  // Straight to the event's address (from a search engine): the server sends the guest to log in, with the same word.
  await page.goto(eventPath);
  await expect(page).toHaveURL(loginUrl);
  await expect(toast(page, "Login Required")).toBeVisible();
  await expect(page.getByText("Please log in to view event details.")).toBeVisible();
});

test("a guest sent to log in from an event's address sees which event, and lands on it after logging in", async ({
  page,
  playwright,
  baseURL,
}) => {
  const person = newPerson();
  const elsewhere = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": uniqueIp() },
  });
  await registerViaApi(elsewhere, person);
  await elsewhere.dispose();

  await page.goto("/events");
  const card = page.getByRole("article").first();
  const title = (await card.getByRole("heading", { level: 2 }).innerText()).trim();
  const eventPath = (await card.getByRole("link").first().getAttribute("href"))!;
  await page.goto(eventPath);
  await expect(page).toHaveURL((url) => url.pathname === "/login");
  const destination = page.getByRole("complementary", { name: "Where you are going" });
  await expect(destination).toContainText(`Log in to see the details of ${title} and register.`);
  await expectNoAxeViolations(page);

  await logInViaUi(page, person.email, PASSWORD);
  await expect(page).toHaveURL((url) => url.pathname === eventPath);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
});

test("a job page shows the whole description, with JSON-LD and a canonical link", async ({
  page,
  playwright,
  baseURL,
}) => {
  const poster = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": uniqueIp() },
  });
  await registerViaApi(poster);
  const title = `Protocol Engineer ${unique()}`;
  const lastSentence = "You will present our audit findings at Devcon India.";
  const created = await poster.post("/api/jobs", {
    data: {
      title,
      company: "Ledgerline",
      description:
        "You will design our lending vaults. You will write Foundry tests for every change. " +
        "You will review external audits. You will mentor two interns. " +
        lastSentence,
      location: "Bengaluru",
      jobType: "Full-time",
      applicationDeadline: "2027-03-31",
      contactEmail: "jobs@ledgerline.example",
      contactPhone: "+91 98765 43210",
    },
  });
  expect(created.status()).toBe(201);
  const jobId = ((await created.json()) as { job: { id: string } }).job.id;
  await approveAsAdmin(poster, "job", jobId);
  await poster.dispose();

  // The card keeps three sentences and shows two of them; the page keeps them all.
  await page.goto(`/jobs?q=${encodeURIComponent(title)}`);
  const card = page.getByRole("article").filter({ hasText: title });
  await expect(card.getByText("You will design our lending vaults.")).toBeVisible();
  await expect(card.getByText("+1 more responsibility...")).toBeVisible();
  await expect(card.getByText(lastSentence)).toHaveCount(0);
  await card.getByRole("heading", { level: 2 }).getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(lastSentence, { exact: false })).toBeVisible();

  const posting = (await jsonLdOf(page)).find((block) => block["@type"] === "JobPosting");
  expect(posting).toMatchObject({
    "@context": "https://schema.org",
    title,
    employmentType: "FULL_TIME",
    hiringOrganization: { "@type": "Organization", name: "Ledgerline" },
    jobLocation: { "@type": "Place", address: { addressLocality: "Bengaluru", addressCountry: "IN" } },
    url: `${baseURL}/job/${jobId}`,
  });
  expect(String(posting?.description)).toContain(lastSentence);
  expect(new Date(String(posting?.validThrough)).toISOString()).toMatch(/^2027-03-3[01]/);
  expect(Number.isNaN(Date.parse(String(posting?.datePosted)))).toBe(false);

  // The canonical link as a crawler gets it: the page loaded by its address. (After a click made before the list
  // page's metadata hydrated, Next leaves the list's canonical link in the head beside this one: docs/decisions.md.)
  await page.goto(`/job/${jobId}`);
  expect((await canonicalOf(page)).pathname).toBe(`/job/${jobId}`);
});

test("events come 12 to a page, each page described as an ItemList of Events @hosts", async ({
  page,
  baseURL,
}) => {
  await page.goto("/events");
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(12);
  expect((await canonicalOf(page)).pathname).toBe("/events");

  const list = (await jsonLdOf(page)).find((block) => block["@type"] === "ItemList");
  const items = (list?.itemListElement ?? []) as { position: number; item: Record<string, unknown> }[];
  // Every dated card is in the list ("TBD" events have no startDate to give).
  expect(items.length).toBeGreaterThanOrEqual(11);
  expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1));
  for (const { item } of items) {
    expect(item["@type"]).toBe("Event");
    expect(String(item.name).length).toBeGreaterThan(0);
    // A member's event may have no description; the key is then left out rather than empty.
    if ("description" in item) expect(String(item.description).length).toBeGreaterThan(0);
    expect(Number.isNaN(Date.parse(String(item.startDate)))).toBe(false);
    expect(item.eventStatus).toBe("https://schema.org/EventScheduled");
    expect(item.location).toHaveProperty("@type");
    expect(String(item.url)).toMatch(new RegExp(`^${baseURL}/event/`));
  }
  expect(items.some(({ item }) => String(item.image).startsWith(`${baseURL}/`))).toBe(true);
  expect(items.filter(({ item }) => item.description).length).toBeGreaterThan(items.length / 2);
  const firstPageTitles = await cards.getByRole("heading", { level: 2 }).allInnerTexts();
  for (const { item } of items) expect(firstPageTitles).toContain(item.name);

  await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "2", exact: true }).click();
  await expect(page).toHaveURL("/events?page=2");
  await expect(
    page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "2", exact: true }),
  ).toHaveAttribute("aria-current", "page");
  await expect(cards.first()).toBeVisible();
  // (Another test may approve an event meanwhile and push one card over, so not every title is new.)
  const secondPageTitles = await cards.getByRole("heading", { level: 2 }).allInnerTexts();
  expect(secondPageTitles.some((t) => !firstPageTitles.includes(t))).toBe(true);
  const second = (await jsonLdOf(page)).find((block) => block["@type"] === "ItemList");
  const secondItems = (second?.itemListElement ?? []) as { position: number }[];
  expect(secondItems[0]?.position).toBe(13);
});
