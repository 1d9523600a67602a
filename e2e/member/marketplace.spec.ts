import type { Browser, Page } from "@playwright/test";
import { approveListing } from "../admin";
import { unique } from "../listings";
import { expectNoAxeViolations, hydrated, uniqueIp } from "../fixtures";
import { expect, latestMail, newPerson, registerViaApi, test, toast } from "./accounts";

/** A second member in a browser of their own, at the same width. */
async function secondMember(browser: Browser, page: Page) {
  const context = await browser.newContext({
    viewport: page.viewportSize(),
    extraHTTPHeaders: { "x-forwarded-for": uniqueIp() },
  });
  const other = await context.newPage();
  const person = newPerson();
  await registerViaApi(other.request, person);
  return { context, page: other, person };
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test("a member lists a gig, an admin approves it, another member bids and the poster accepts", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const poster = newPerson();
  await registerViaApi(page.request, poster);
  const title = `Subgraph for a lending pool ${unique()}`;

  await page.goto("/submit-listing?type=gig");
  await expect(page.getByRole("radio", { name: "Gig" })).toBeChecked();
  await page.getByRole("button", { name: "Submit Gig" }).click();
  await expect(toast(page, "Missing Fields")).toBeVisible();
  await page.getByLabel("Gig title").fill(title);
  await page.getByLabel("Company").fill("Lendwise");
  await page.getByLabel("Category").selectOption("Development");
  await page.getByLabel("Budget (₹)").fill("40000");
  await page.getByLabel("Duration").fill("3 weeks");
  await page.getByLabel("Apply by").fill(inDays(30));
  await page.getByLabel("Skills").fill("GraphQL, The Graph, TypeScript");
  await page.getByLabel("Gig description").fill("Index deposits, borrows and liquidations of our pool.");
  await page.getByLabel("Contact email").fill("gigs@lendwise.example");
  await page.getByRole("button", { name: "Submit Gig" }).click();
  await expect(page.getByRole("heading", { name: "Submission Successful" })).toBeVisible();
  const gigHref = await page.getByRole("link", { name: "View gig" }).getAttribute("href");
  const gigId = gigHref!.split("/").pop()!;

  await page.goto("/dashboard/listings");
  await expect(page.getByRole("region", { name: "Gig Listings" }).getByText(title)).toBeVisible();
  await approveListing(playwright, baseURL, `/api/gigs/${gigId}`);

  // Another member bids from the gig's own page.
  const bidder = await secondMember(browser, page);
  await bidder.page.goto(`/gig/${gigId}`);
  await hydrated(bidder.page);
  await expect(bidder.page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(bidder.page.getByText("₹40,000").first()).toBeVisible();
  await bidder.page.getByRole("button", { name: `Bid now on ${title}` }).click();
  const dialog = bidder.page.getByRole("dialog", { name: `Bid on ${title}` });
  await dialog.getByRole("button", { name: "Submit Bid" }).click();
  await expect(toast(bidder.page, "Invalid Bid Amount")).toBeVisible();
  await dialog.getByLabel("Your bid (₹)").fill("35000");
  await dialog.getByLabel("Proposed duration (days)").fill("14");
  await dialog.getByLabel("Message").fill("I maintain two subgraphs for lending protocols.");
  await expect(dialog.getByText("47/500")).toBeVisible();
  await dialog.getByRole("button", { name: "Submit Bid" }).click();
  await expect(toast(bidder.page, "Bid Submitted Successfully!")).toBeVisible();
  await expect(bidder.page.getByText("You bid ₹35,000")).toBeVisible();
  await expectNoAxeViolations(bidder.page);
  expect((await latestMail(poster.email, /New bid on/)).text).toContain("₹35,000");

  // The poster reviews the bids from My Listings and accepts.
  await page.reload();
  await page.getByRole("link", { name: `1 bid for ${title}` }).click();
  await expect(page).toHaveURL(`/dashboard/gigs/${gigId}/bids`);
  await hydrated(page);
  const card = page.getByRole("listitem").filter({ hasText: "I maintain two subgraphs" });
  await expect(card.getByText("14 days")).toBeVisible();
  await expectNoAxeViolations(page);
  await card.getByRole("button", { name: /^Accept the bid of / }).click();
  await page
    .getByRole("dialog", { name: /^Accept the bid of / })
    .getByRole("button", { name: "Accept" })
    .click();
  await expect(toast(page, "Bid Accepted")).toBeVisible();
  await expect(card.getByText("Accepted", { exact: true })).toBeVisible();
  expect((await latestMail(bidder.person.email, /bid accepted/)).subject).toBe(`${title}: bid accepted`);

  // The bidder sees it in My Bids (the old address /dashboard?tab=bids still leads there) and in Activity (the
  // default tab once there is some).
  await bidder.page.goto("/dashboard?tab=bids");
  await expect(bidder.page).toHaveURL("/dashboard/bids");
  const myBid = bidder.page.getByRole("listitem").filter({ hasText: title });
  await expect(myBid.getByText("Accepted", { exact: true })).toBeVisible();
  await expect(myBid.getByRole("button", { name: /^Withdraw/ })).toHaveCount(0);
  await expectNoAxeViolations(bidder.page);
  await bidder.page.goto("/dashboard");
  await expect(bidder.page.getByRole("tab", { name: "Activity", selected: true })).toBeVisible();
  const row = bidder.page.getByRole("link", { name: new RegExp(`Bid on .*${title}`) });
  await expect(row.getByText("Accepted")).toBeVisible();
  await bidder.context.close();
});

test("a bidder withdraws a pending bid and may bid again", async ({ page, browser, playwright, baseURL }) => {
  await registerViaApi(page.request);
  const title = `Dune dashboard ${unique()}`;
  const created = await page.request.post("/api/gigs", {
    data: {
      title,
      company: "Chainstats",
      description: "Three dashboards on Dune.",
      budget: 15000,
      duration: "1 week",
      location: "Remote",
      category: "Development",
      deadline: inDays(10),
      contactEmail: "hi@chainstats.example",
    },
  });
  expect(created.status()).toBe(201);
  const gigId = ((await created.json()) as { gig: { id: string } }).gig.id;
  await approveListing(playwright, baseURL, `/api/gigs/${gigId}`);

  const bidder = await secondMember(browser, page);
  expect(
    (
      await bidder.page.request.post(`/api/gigs/${gigId}/bids`, { data: { amount: 12000, durationDays: 5 } })
    ).status(),
  ).toBe(201);
  await bidder.page.goto("/dashboard/bids");
  await hydrated(bidder.page);
  await bidder.page.getByRole("button", { name: `Withdraw bid: ${title}` }).click();
  await bidder.page.getByRole("dialog").getByRole("button", { name: "Withdraw bid" }).click();
  await expect(toast(bidder.page, "Bid Withdrawn")).toBeVisible();
  await expect(bidder.page.getByText("Withdrawn", { exact: true })).toBeVisible();
  await bidder.page.goto(`/gig/${gigId}`);
  await expect(bidder.page.getByRole("button", { name: `Bid now on ${title}` })).toBeVisible();
  await bidder.context.close();
});

test("a member lists a startup and, once approved, it appears on /startups", async ({
  page,
  playwright,
  baseURL,
}) => {
  await registerViaApi(page.request);
  const name = `Kisan Ledger ${unique()}`;
  await page.goto("/submit-listing?type=startup");
  await page.getByLabel("Startup name").fill(name);
  await page.getByLabel("Industry").fill("AgriFinance");
  await page.getByLabel("Short description").fill("Crop loans on-chain for farmer co-operatives.");
  await page.getByLabel(/^Description/).fill("We tokenise warehouse receipts.");
  await page.getByLabel("Stage").selectOption("Pre-seed");
  await page.getByLabel("Team size").selectOption("5-10");
  await page.getByLabel("Location").fill("Nagpur");
  await page.getByLabel("Year founded").fill("1800");
  await page.getByLabel("Website").fill("https://kisanledger.example");
  await page.getByLabel("Contact email").fill("founders@kisanledger.example");
  await page.getByRole("button", { name: "Submit Startup" }).click();
  await expect(page.getByText(/Please enter a year between 1990 and/).first()).toBeVisible();
  await page.getByLabel("Year founded").fill("2025");
  await page.getByRole("button", { name: "Submit Startup" }).click();
  await expect(page.getByRole("heading", { name: "Submission Successful" })).toBeVisible();

  await page.goto("/dashboard/listings");
  const row = page
    .getByRole("region", { name: "Startup Listings" })
    .getByRole("listitem")
    .filter({ hasText: name });
  await expect(row.getByText("Pending review")).toBeVisible();
  const startups = (await (await page.request.get("/api/startups/user/my-startups")).json()) as {
    startups: { id: string; name: string }[];
  };
  const id = startups.startups.find((s) => s.name === name)!.id;
  await approveListing(playwright, baseURL, `/api/startups/${id}`);

  await page.goto(`/startups?q=${encodeURIComponent(name)}`);
  const card = page.getByRole("main").getByRole("article");
  await expect(card).toHaveCount(1);
  await expect(card.getByRole("heading", { name })).toBeVisible();
  await expect(card.getByText("Crop loans on-chain for farmer co-operatives.")).toBeVisible();
  await expectNoAxeViolations(page);
});
