import { expect, expectNoAxeViolations, holdLogin, test, toast } from "../fixtures";
import { registerViaApi } from "../member/accounts";

test("gigs lists cards with rupee budgets and searches what the cards show @hosts", async ({ page }) => {
  await page.goto("/gigs");
  const cards = page.getByRole("main").getByRole("article");
  // Ten seeded, plus any a member's journey has had approved meanwhile.
  await expect(cards.nth(9)).toBeVisible();
  const all = await cards.count();
  await expect(cards.first()).toContainText("₹");
  await expectNoAxeViolations(page);

  const search = page.getByRole("searchbox", { name: "Search gigs" });
  await search.fill("desi threads");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/gigs\?q=desi\+threads$/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByRole("heading")).toHaveText("Build a Hinglish FAQ Chatbot for a D2C Brand");

  await search.fill("chatbot");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/gigs\?q=chatbot$/);
  await expect(cards).toHaveCount(1);

  // A skill two seeded gigs are tagged with (in neither's title or company).
  await search.fill("solidity");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/gigs\?q=solidity$/);
  for (const title of [
    "Upgrade a Staking Contract to UUPS Proxies",
    "Prepare an NFT Membership Contract for Audit",
  ])
    await expect(cards.getByRole("heading", { name: title })).toBeVisible();

  await search.fill("nothing-like-this");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/gigs\?q=nothing-like-this$/);
  await expect(page.getByRole("heading", { name: "No Gigs Found" })).toBeVisible();
  await page.getByRole("link", { name: "Clear search" }).click();
  await expect(cards.nth(all - 1)).toBeVisible();
});

test("Submit Gig Today and Bid Now send a guest to log in", async ({ page }) => {
  await page.goto("/gigs");
  let release = await holdLogin(page);
  await page.getByRole("link", { name: "Submit Gig Today" }).click();
  await expect(toast(page)).toContainText("Please log in to submit a listing.");
  release();
  await expect(page).toHaveURL(
    (url) => url.pathname === "/login" && url.searchParams.get("returnUrl") === "/submit-listing?type=gig",
  );
  expect(await page.evaluate(() => localStorage.getItem("pendingListingType"))).toBe("gig");

  await page.unrouteAll();
  await page.goto("/gigs");
  release = await holdLogin(page);
  await page
    .getByRole("button", { name: /^Bid now on / })
    .first()
    .click();
  await expect(toast(page)).toContainText("Please login to submit a bid.");
  release();
  // Back to that gig after logging in, not to the list; the login page says which gig.
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fgig%2F[^&]+$/);
  await expect(page.getByRole("complementary", { name: "Where you are going" })).toContainText(
    "Log in to bid on",
  );
});

test("Submit Gig Today takes a member to /submit-listing?type=gig, with the gig form chosen", async ({
  page,
}) => {
  await registerViaApi(page.request);
  await page.goto("/gigs");
  await page.getByRole("link", { name: "Submit Gig Today" }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === "/submit-listing" && url.searchParams.get("type") === "gig",
  );
  await expect(page.getByRole("radio", { name: "Gig" })).toBeChecked();
  await expect(page.getByRole("button", { name: "Submit Gig" })).toBeVisible();
});

test("a gig opened from a filtered list leads back to that view @hosts", async ({ page }) => {
  await page.goto("/gigs?skills=solidity");
  const first = page.getByRole("main").getByRole("article").first().getByRole("heading", { level: 2 });
  const title = await first.innerText();
  await first.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await page.getByRole("link", { name: "Back to Gigs" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/gigs" && url.search === "?skills=solidity");
  await expect(page.getByRole("link", { name: "Remove filter: Skill: Solidity" })).toBeVisible();
});
