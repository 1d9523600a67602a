// The member economy: booking and cancelling a consultation, the profile award, a completed referral.
import { expectNoAxeViolations } from "../fixtures";
import { expect, newPerson, registerViaApi, test, toast } from "./accounts";

test("a guest pressing Book is asked to log in and comes back to /consultation", async ({ page }) => {
  await page.goto("/consultation");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Talk it through");
  // How it works says what happens: a picked time is confirmed at once; a request is answered within 24 hours.
  const how = page.getByRole("complementary", { name: "How it works" });
  await expect(how.getByRole("heading", { name: "Step 2: Pick a time, or ask for one" })).toBeVisible();
  await expect(how.getByText(/confirmed at once/)).toBeVisible();
  await expect(how.getByText(/30-60 minutes|reply within 24 hours/)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Book Consultation" }).click();
  await expect(toast(page, "Login Required")).toBeVisible();
  await expect(page).toHaveURL(`/login?returnUrl=${encodeURIComponent("/consultation")}`);
});

test("a member books a consultation, earns coins, finds it in My Consultations and cancels it", async ({
  page,
}) => {
  const person = await registerViaApi(page.request);
  await page.goto("/consultation");
  // The Email is the account's, shown read-only: the only address the confirmation goes to.
  await expect(page.getByLabel("Email")).toHaveValue(person.email);
  await expect(page.getByLabel("Email")).not.toBeEditable();
  await expect(page.getByLabel("Name")).toHaveValue("Asha Rao");
  await expect(page.getByLabel("Mobile")).toHaveValue("+91 9876543210");

  // A request without a time: the only time control when no slots are open, else the picker's secondary choice
  // (another journey may have opened slots meanwhile).
  const preferred = page.getByLabel("Preferred date and time (IST)");
  const instead = page.getByRole("button", { name: "No time suits me: send a request instead" });
  await expect(preferred.or(instead)).toBeVisible();
  if (await instead.isVisible()) await instead.click();
  await expect(preferred).toBeVisible();
  await expect(page.getByRole("radiogroup", { name: "Free times" })).toHaveCount(0);

  await page.getByRole("button", { name: "Book Consultation" }).click();
  await expect(page.getByText("Please enter a topic")).toBeVisible();
  await page.getByLabel("Topic").fill("Smart contract audit");
  await page
    .getByLabel("Message")
    .fill("We launch a token on Polygon next month and want a second pair of eyes.");
  await page.getByRole("button", { name: "Book Consultation" }).click();
  await expect(page.getByRole("heading", { name: "Request Sent!" })).toBeVisible();
  await expect(
    page.getByText("You've earned 5 coins! We'll reply by email within 24 hours to agree a time with you."),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "View My Consultations" }).click();
  await expect(page).toHaveURL("/dashboard/consultations");
  await expect(page.getByRole("tab", { name: "My Consultations", selected: true })).toBeVisible();
  const item = page.getByRole("listitem").filter({ hasText: "Smart contract audit" });
  await expect(item.getByText("Pending", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await item.getByRole("button", { name: "Cancel request: Smart contract audit" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Cancel request" }).click();
  await expect(toast(page, "Consultation Cancelled")).toBeVisible();
  await expect(item.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(item.getByRole("button", { name: /Cancel request/ })).toHaveCount(0);

  await page.goto("/dashboard/coins?view=history");
  const history = page.getByRole("list").filter({ hasText: "Consultation booking" });
  await expect(history.getByRole("listitem")).toHaveCount(2);
  await expect(history.getByRole("listitem").first()).toContainText("Reversal");
  await expectNoAxeViolations(page);
});

test("completing the profile pays both sides of a referral, shown in each member's history", async ({
  page,
  browser,
}) => {
  await registerViaApi(page.request);
  const { user: referrer } = await (await page.request.get("/api/auth/status")).json();

  const friendContext = await browser.newContext({ viewport: page.viewportSize() });
  const friendPage = await friendContext.newPage();
  const friend = await registerViaApi(friendPage.request, newPerson(), referrer.referralCode);
  await friendPage.goto("/dashboard/settings");
  await friendPage.getByRole("button", { name: "Edit Profile" }).click();
  await friendPage.getByLabel("Bio").fill("Rust and Solana in Pune.");
  await friendPage.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(friendPage, "Profile Updated")).toBeVisible();
  await expect(friendPage.getByText("Your profile is complete: you've earned 35 coins!")).toBeVisible();
  await friendPage
    .getByRole("tablist", { name: "Dashboard sections" })
    .getByRole("tab", { name: "My Coins" })
    .click();
  await friendPage.getByRole("tab", { name: "Transaction History" }).click();
  await expect(friendPage.getByText("Profile completion", { exact: true })).toBeVisible();
  await expect(friendPage.getByText("Referral reward", { exact: true })).toBeVisible();
  await friendContext.close();

  await page.goto("/dashboard");
  await expect(page.getByTitle("Your coin balance")).toContainText("50");
  await expect(
    page
      .getByRole("tabpanel")
      .last()
      .getByText(/^50\s*coins$/),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("tab", { name: "Referral History" }).click();
  const row = page.getByRole("listitem").filter({ hasText: friend.username });
  await expect(row.getByText("Completed")).toBeVisible();
  await expect(row.getByText("+50 coins")).toBeVisible();
  await expectNoAxeViolations(page);
});
