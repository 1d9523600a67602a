import { expect, expectNoAxeViolations, holdLogin, test, toast } from "../fixtures";
import { registerViaApi } from "../member/accounts";

test("startups lists approved startups and searches what the cards show @hosts", async ({ page }) => {
  await page.goto("/startups");
  const cards = page.getByRole("main").getByRole("article");
  // Seven seeded, plus any a member's journey has had approved meanwhile.
  await expect(cards.nth(6)).toBeVisible();
  await expectNoAxeViolations(page);

  const search = page.getByRole("searchbox", { name: "Search startups" });
  await search.fill("defi");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/startups\?q=defi$/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByRole("heading")).toHaveText("PaisaPool");

  await search.fill("HINGLISH");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/startups\?q=HINGLISH$/);
  await expect(cards.first().getByRole("heading")).toHaveText("Vaani AI");

  // The city a card shows (PaisaPool's), in neither its name, description nor industry.
  await search.fill("bengaluru");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/startups\?q=bengaluru$/);
  await expect(cards.getByRole("heading", { name: "PaisaPool" })).toBeVisible();

  await page.goto("/startups?q=%25_%5C");
  await expect(page.getByRole("heading", { name: "No startups found matching your search." })).toBeVisible();
});

test("List Startup Today sends a guest to log in and remembers the listing type", async ({ page }) => {
  await page.goto("/startups");
  const release = await holdLogin(page);
  await page.getByRole("link", { name: "List Startup Today" }).click();
  await expect(toast(page)).toContainText("Authentication Required");
  await expect(toast(page)).toContainText("Please log in to submit a listing.");
  release();
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === "/login" && url.searchParams.get("returnUrl") === "/submit-listing?type=startup",
  );
  expect(await page.evaluate(() => localStorage.getItem("pendingListingType"))).toBe("startup");
});

test("List Startup Today takes a member to /submit-listing?type=startup, with the startup form chosen", async ({
  page,
}) => {
  await registerViaApi(page.request);
  await page.goto("/startups");
  await page.getByRole("link", { name: "List Startup Today" }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === "/submit-listing" && url.searchParams.get("type") === "startup",
  );
  await expect(page.getByRole("radio", { name: "Startup" })).toBeChecked();
  await expect(page.getByRole("button", { name: "Submit Startup" })).toBeVisible();
});
