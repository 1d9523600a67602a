// Accepting a bid declines every other pending bid and mails their bidders: the poster is asked first, told how
// many, with focus on Cancel so a stray Enter changes nothing.
import type { Browser, Page } from "@playwright/test";
import { approveListing } from "../admin";
import { expectNoAxeViolations, hydrated, uniqueIp } from "../fixtures";
import { unique } from "../listings";
import { expect, latestMail, newPerson, registerViaApi, test, toast } from "./accounts";

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A member in a request context of their own who bids `amount` on the gig. */
async function bidder(browser: Browser, page: Page, gigId: string, amount: number) {
  const context = await browser.newContext({
    viewport: page.viewportSize(),
    extraHTTPHeaders: { "x-forwarded-for": uniqueIp() },
  });
  const person = newPerson();
  await registerViaApi(context.request, person);
  const res = await context.request.post(`/api/gigs/${gigId}/bids`, { data: { amount, durationDays: 7 } });
  expect(res.status()).toBe(201);
  const { bid } = (await res.json()) as { bid: { id: string } };
  return { context, person, bidId: bid.id };
}

/** A gig the member of `page` posts and the seeded admin approves; answers its title and id. */
async function liveGig(
  page: Page,
  playwright: Parameters<typeof approveListing>[0],
  baseURL: string | undefined,
  title: string,
) {
  const created = await page.request.post("/api/gigs", {
    data: {
      title,
      company: "Swapwala",
      description: "Index swaps and pools.",
      budget: 30000,
      duration: "2 weeks",
      location: "Remote",
      category: "Development",
      deadline: inDays(20),
      contactEmail: "gigs@swapwala.example",
    },
  });
  expect(created.status()).toBe(201);
  const gigId = ((await created.json()) as { gig: { id: string } }).gig.id;
  await approveListing(playwright, baseURL, `/api/gigs/${gigId}`);
  return gigId;
}

test("accepting a bid asks first, naming the other bids it declines, with focus on Cancel", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  await registerViaApi(page.request);
  const title = `Indexer for a DEX ${unique()}`;
  const created = await page.request.post("/api/gigs", {
    data: {
      title,
      company: "Swapwala",
      description: "Index swaps and pools.",
      budget: 30000,
      duration: "2 weeks",
      location: "Remote",
      category: "Development",
      deadline: inDays(20),
      contactEmail: "gigs@swapwala.example",
    },
  });
  expect(created.status()).toBe(201);
  const gigId = ((await created.json()) as { gig: { id: string } }).gig.id;
  await approveListing(playwright, baseURL, `/api/gigs/${gigId}`);
  const winner = await bidder(browser, page, gigId, 25000);
  const other = await bidder(browser, page, gigId, 28000);

  await page.goto(`/dashboard/gigs/${gigId}/bids`);
  await hydrated(page);
  const card = page.getByRole("listitem").filter({ hasText: "₹25,000" });
  await card.getByRole("button", { name: /^Accept the bid of / }).click();
  const confirm = page.getByRole("dialog", { name: /^Accept the bid of .*\?$/ });
  await expect(confirm.getByText("1 other bid will be declined and its bidder emailed.")).toBeVisible();
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectNoAxeViolations(page);

  // Enter on the focused Cancel closes it and changes nothing.
  await page.keyboard.press("Enter");
  await expect(confirm).toBeHidden();
  // Focus is back on the button that opened it (a plain button, not the dialog's own trigger).
  await expect(card.getByRole("button", { name: /^Accept the bid of / })).toBeFocused();
  await expect(card.getByText("Pending", { exact: true })).toBeVisible();

  await card.getByRole("button", { name: /^Accept the bid of / }).click();
  await confirm.getByRole("button", { name: "Accept" }).click();
  await expect(toast(page, "Bid Accepted")).toBeVisible();
  await expect(card.getByText("Accepted", { exact: true })).toBeVisible();
  expect((await latestMail(winner.person.email, /bid accepted/)).subject).toBe(`${title}: bid accepted`);
  expect((await latestMail(other.person.email, /: bid /)).text).toContain("was not selected");
  await winner.context.close();
  await other.context.close();
});

test("a bidder is mailed a confirmation; once a bid is accepted the gig leaves /gigs and its page says Awarded", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  await registerViaApi(page.request);
  const title = `Oracle adapter ${unique()}`;
  const gigId = await liveGig(page, playwright, baseURL, title);
  const winner = await bidder(browser, page, gigId, 25000);
  const confirmation = await latestMail(winner.person.email, /^Bid sent/);
  expect(confirmation.subject).toBe(`Bid sent: ${title}`);
  expect(confirmation.text).toContain("Amount: ₹25,000");

  // A newcomer finds it open first.
  const newcomer = await browser.newContext({
    viewport: page.viewportSize(),
    extraHTTPHeaders: { "x-forwarded-for": uniqueIp() },
  });
  const visitor = await newcomer.newPage();
  await registerViaApi(visitor.request);
  const search = `/gigs?q=${encodeURIComponent(title)}`;
  await visitor.goto(search);
  await expect(visitor.getByRole("article").getByRole("heading", { name: title })).toBeVisible();

  const accepted = await page.request.put(`/api/bids/${winner.bidId}`, { data: { status: "accepted" } });
  expect(accepted.status()).toBe(200);

  // At once: out of the list (its cached results expired with the award), and the page says so, without Bid Now.
  await visitor.goto(search);
  await expect(visitor.getByRole("heading", { name: "No Gigs Found" })).toBeVisible();
  await visitor.goto(`/gig/${gigId}`);
  await hydrated(visitor);
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText("Awarded", { exact: true })).toBeVisible();
  await expect(visitor.getByText("Awarded: this gig takes no more bids")).toBeVisible();
  await expect(visitor.getByRole("button", { name: `Bid now on ${title}` })).toHaveCount(0);
  await expectNoAxeViolations(visitor);

  // The API says why, before anyone writes a bid.
  const late = await visitor.request.post(`/api/gigs/${gigId}/bids`, {
    data: { amount: 20000, durationDays: 5 },
  });
  expect(late.status()).toBe(409);
  expect(((await late.json()) as { message: string }).message).toBe(
    "This gig has already been awarded to another bid.",
  );

  // The poster's My Listings says Awarded, without Close or Edit.
  await page.goto("/dashboard/listings");
  const row = page.getByRole("listitem").filter({ hasText: title });
  await expect(row.getByText("Awarded", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: `Close ${title}` })).toHaveCount(0);
  await expect(row.getByRole("link", { name: `Edit ${title}` })).toHaveCount(0);
  await newcomer.close();
  await winner.context.close();
});
