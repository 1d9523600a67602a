import { expectNoAxeViolations } from "../fixtures";
import { expect, logInViaUi, logOutViaHeader, PASSWORD, registerViaApi, test, toast } from "./accounts";

test("the dashboard shows coins, listings and settings, with no axe violations", async ({ page }) => {
  const person = await registerViaApi(page.request);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${person.firstName}` })).toBeVisible();
  const sections = page.getByRole("tablist", { name: "Dashboard sections" });
  await expect(sections.getByRole("tab", { name: "My Coins", selected: true })).toBeVisible();
  await expect(
    page.getByRole("tablist", { name: "Coins" }).getByRole("tab", { name: "My Coins", selected: true }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your referral code" })).toBeVisible();
  await expectNoAxeViolations(page);
  await sections.getByRole("tab", { name: "My Listings" }).click();
  await expect(page.getByRole("heading", { name: "No job listings found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Submit an event" })).toHaveAttribute(
    "href",
    "/submit-listing?type=event",
  );
  await sections.getByRole("tab", { name: "Account Settings" }).click();
  await expect(page.getByRole("heading", { name: "Danger zone" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a member edits the profile and cancels an edit", async ({ page }) => {
  await registerViaApi(page.request);
  await page.goto("/dashboard/settings");
  await page.getByRole("button", { name: "Edit Profile" }).click();
  await page.getByLabel("First name").fill("");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("First name is required")).toBeVisible();
  await page.getByLabel("First name").fill("Meera");
  await page.getByLabel("Bio").fill("Rust and Solana in Pune.");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Profile Updated")).toBeVisible();
  await expect(page.getByText("Rust and Solana in Pune.")).toBeVisible();
  await page.getByRole("button", { name: "Edit Profile" }).click();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();
});

test("a member changes the password and logs in with the new one", async ({ page }) => {
  const person = await registerViaApi(page.request);
  const newPassword = "Changed#Pass2027";
  await page.goto("/dashboard/settings");
  await page.getByLabel("Current password").fill("Wrong@12345");
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Current password is incorrect.").first()).toBeVisible();
  await page.getByLabel("Current password").fill(PASSWORD);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(toast(page, "Password Changed")).toBeVisible();

  await logOutViaHeader(page);
  await page.goto("/login");
  await logInViaUi(page, person.email, PASSWORD);
  await expect(page.getByRole("alert").filter({ hasText: "Invalid credentials" })).toBeVisible();
  await logInViaUi(page, person.email, newPassword);
  await expect(page).toHaveURL((url) => ["/dashboard/activity", "/dashboard/coins"].includes(url.pathname));
});

test("a member deletes the account after typing DELETE", async ({ page }) => {
  const person = await registerViaApi(page.request);
  await page.goto("/dashboard/settings");
  await page.getByLabel("Type DELETE to confirm").fill("delete");
  await page.getByRole("button", { name: "Delete account" }).click();
  await expect(page.getByText("Please type 'DELETE' to confirm account deletion.").first()).toBeVisible();
  await page.getByLabel("Type DELETE to confirm").fill("DELETE");
  await page.getByRole("button", { name: "Delete account" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(toast(page, "Account deleted")).toBeVisible();

  await page.goto("/login");
  await logInViaUi(page, person.email, PASSWORD);
  await expect(page.getByRole("alert").filter({ hasText: "Invalid credentials" })).toBeVisible();
});
