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
  // Phones: inside the menu. Up to 1400 px: behind the account menu (the coin balance button).
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("button", { name: isMobile(page) ? "Open menu" : /account menu/ }).click();
  await expect(nav.getByRole("link", { name: "Admin Dashboard" })).toBeVisible();
  await expect(nav.getByRole("button", { name: "Log out" })).toBeVisible();
  await page.keyboard.press("Escape");
  if (isMobile(page)) await nav.getByRole("button", { name: "Close menu" }).click();
  await expectNoAxeViolations(page);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await page.getByRole("main").getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
});
