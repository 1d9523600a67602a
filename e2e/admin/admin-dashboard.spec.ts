import { expectNoAxeViolations, isMobile } from "../fixtures";
import { expect, logInViaUi, test } from "../member/accounts";

test("an admin logs in, lands on the admin dashboard and logs out", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fadmin$/);
  await page.goto("/login");
  await logInViaUi(page, "admin@example.com", "Admin@12345");
  await expect(page).toHaveURL((url) => url.pathname === "/admin/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByText("Welcome, Aarav Admin (admin@example.com)")).toBeVisible();
  if (isMobile(page)) await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin Dashboard" })).toBeVisible();
  if (isMobile(page)) await page.getByRole("button", { name: "Close menu" }).click();
  await expectNoAxeViolations(page);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await page.getByRole("main").getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
});
