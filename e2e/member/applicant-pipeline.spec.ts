// The poster's applicant pipeline at 1280 and 390 px: shortlist two applicants, note one (kept after a reload),
// filter by stage, accept one after the confirmation and message her in their conversation, reject the other two
// together with one message; and the bids side by side, sorted by amount.
import type { Browser, Page } from "@playwright/test";
import { approveListing } from "../admin";
import { expectNoAxeViolations, hydrated, uniqueIp } from "../fixtures";
import { unique } from "../listings";
import { expect, latestMail, newPerson, registerViaApi, test, toast } from "./accounts";

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A member in a request context of their own (own address, own session), registered. */
async function member(browser: Browser, page: Page) {
  const context = await browser.newContext({
    viewport: page.viewportSize(),
    extraHTTPHeaders: { "x-forwarded-for": uniqueIp() },
  });
  const person = await registerViaApi(context.request, newPerson());
  return { context, person };
}

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

test("a poster shortlists two applicants, notes one, accepts one after the confirmation, rejects the rest together", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  await registerViaApi(page.request);
  const title = `Pipeline Engineer ${unique()}`;
  const created = await page.request.post("/api/jobs", {
    data: {
      title,
      company: "Graphline",
      description: "Run our hiring pipeline.",
      location: "Bengaluru",
      contactEmail: "jobs@graphline.example",
      contactPhone: "+91 98765 43210",
    },
  });
  expect(created.status()).toBe(201);
  const jobId = ((await created.json()) as { job: { id: string } }).job.id;
  await approveListing(playwright, baseURL, `/api/jobs/${jobId}`);

  const names = ["Meera Iyer", "Kabir Mehta", "Asha Rao"];
  const applicants = [];
  for (const name of names) {
    const { context, person } = await member(browser, page);
    const res = await context.request.post(`/api/jobs/${jobId}/apply`, {
      multipart: { name, email: person.email, coverLetter: `${name} has shipped subgraphs.` },
    });
    expect(res.status()).toBe(201);
    applicants.push({ name, person });
    await context.close();
  }

  await page.goto(`/dashboard/jobs/${jobId}/applications`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const card = (name: string) => page.getByRole("listitem").filter({ hasText: name });
  await expect(card("Meera Iyer").getByText("New", { exact: true })).toBeVisible();

  // Shortlist two.
  for (const name of ["Meera Iyer", "Kabir Mehta"]) {
    await card(name)
      .getByRole("button", { name: `Shortlist ${name}` })
      .click();
    await expect(toast(page, "Applicant Shortlisted").first()).toBeVisible();
    await expect(card(name).getByText("Shortlisted", { exact: true })).toBeVisible();
  }

  // A private note on one, still there after a reload.
  const note = card("Meera Iyer").getByLabel("Private note");
  await note.fill("Strong on The Graph; ask about reorgs.");
  await card("Meera Iyer").getByRole("button", { name: "Save note on Meera Iyer" }).click();
  await expect(toast(page, "Note Saved")).toBeVisible();
  await page.reload();
  await hydrated(page);
  await expect(card("Meera Iyer").getByLabel("Private note")).toHaveValue(
    "Strong on The Graph; ask about reorgs.",
  );

  // The Shortlisted stage shows the two.
  const stages = page.getByRole("navigation", { name: "Stage" });
  await stages.getByRole("link", { name: "Shortlisted (2)" }).click();
  await expect(page).toHaveURL(`/dashboard/jobs/${jobId}/applications?stage=shortlisted`);
  await expect(stages.getByRole("link", { name: "Shortlisted (2)" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("listitem").filter({ hasText: "Asha Rao" })).toHaveCount(0);
  await expect(card("Kabir Mehta")).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  // Accept one, after the confirmation that names what follows.
  await card("Meera Iyer").getByRole("button", { name: "Accept Meera Iyer" }).click();
  const confirm = page.getByRole("dialog", { name: "Accept Meera Iyer?" });
  await expect(confirm).toContainText("Meera Iyer is emailed that you accepted their application");
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.getByRole("button", { name: "Accept" }).click();
  await expect(toast(page, "Application Accepted")).toBeVisible();
  await stages.getByRole("link", { name: "Accepted (1)" }).click();
  await expect(card("Meera Iyer").getByText("Accepted", { exact: true })).toBeVisible();
  expect((await latestMail(applicants[0]!.person.email, /application accepted/)).text).toContain(
    "Graphline accepted",
  );
  await expectNoSidewaysScroll(page);

  // Once decided, the poster writes to her in their conversation (their own address not shown), which opens.
  await card("Meera Iyer").getByRole("button", { name: "Message Meera Iyer" }).click();
  const write = page.getByRole("dialog", { name: "Message Meera Iyer" });
  await write.getByLabel("Message").fill("Welcome aboard: expect a call on Monday.");
  await write.getByRole("button", { name: "Send message" }).click();
  await expect(toast(page, "Message Sent")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/messages\//);
  const relayed = await latestMail(
    applicants[0]!.person.email,
    /New message from .* about Pipeline Engineer/,
  );
  expect(relayed.text).toContain("Welcome aboard: expect a call on Monday.");
  expect(relayed.replyTo).toBeUndefined();

  // The rest are rejected together with one message, after a confirmation naming who is mailed.
  await page.goto(`/dashboard/jobs/${jobId}/applications`);
  for (const name of ["Kabir Mehta", "Asha Rao"]) await card(name).getByLabel(`Select ${name}`).check();
  await expect(page.getByText("2 applicants selected")).toBeVisible();
  await page.getByRole("button", { name: "Reject selected" }).click();
  const bulk = page.getByRole("dialog", { name: "Reject 2 applicants?" });
  await expect(bulk).toContainText("Each of the 2 applicants is emailed once");
  await bulk.getByLabel("Message to the applicants (optional)").fill("We went with someone else this time.");
  await bulk.getByRole("button", { name: "Reject 2 applicants" }).click();
  await expect(toast(page, "Applications Rejected")).toBeVisible();
  await expect(stages.getByRole("link", { name: "Rejected (2)" })).toBeVisible();
  for (const i of [1, 2]) {
    const mail = await latestMail(applicants[i]!.person.email, /application rejected/);
    expect(mail.text).toContain("We went with someone else this time.");
  }
});

test("the bids sit side by side and sort by amount", async ({ page, browser, playwright, baseURL }) => {
  await registerViaApi(page.request);
  const created = await page.request.post("/api/gigs", {
    data: {
      title: `Subgraph for a lending pool ${unique()}`,
      company: "Lendwala",
      description: "Index loans and liquidations.",
      budget: 40000,
      duration: "3 weeks",
      location: "Remote",
      category: "Development",
      deadline: inDays(20),
      contactEmail: "gigs@lendwala.example",
    },
  });
  expect(created.status()).toBe(201);
  const gigId = ((await created.json()) as { gig: { id: string } }).gig.id;
  await approveListing(playwright, baseURL, `/api/gigs/${gigId}`);
  for (const [amount, durationDays] of [
    [30000, 10],
    [12000, 30],
    [20000, 14],
  ] as const) {
    const { context } = await member(browser, page);
    const res = await context.request.post(`/api/gigs/${gigId}/bids`, {
      data: { amount, durationDays, message: `I can do it for ${amount}.` },
    });
    expect(res.status()).toBe(201);
    await context.close();
  }

  await page.goto(`/dashboard/gigs/${gigId}/bids`);
  const sort = page.getByRole("navigation", { name: "Sort bids" });
  await sort.getByRole("link", { name: "Lowest amount" }).click();
  await expect(page).toHaveURL(`/dashboard/gigs/${gigId}/bids?sort=amount`);
  const bids = page.getByRole("main").getByRole("listitem").filter({ hasText: "I can do it for" });
  await expect(bids.getByText(/^₹[\d,]+$/)).toHaveText(["₹12,000", "₹20,000", "₹30,000"]);
  await expect(bids.first()).toContainText("I can do it for 12000.");
  await expect(bids.first()).toContainText("Member since");
  await expectNoSidewaysScroll(page);
});
