import { expectNoAxeViolations, isMobile } from "../fixtures";
import { expect, logInViaUi, test } from "../member/accounts";

test("an admin logs in, lands on the admin dashboard and logs out", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fadmin$/);
  await page.goto("/login");
  await logInViaUi(page, "admin@example.com", "Admin@12345");
  // Admins land on /admin/dashboard, which opens the first section.
  await expect(page).toHaveURL((url) => url.pathname === "/admin/overview");
  await expect(
    page
      .getByRole("navigation", { name: "Admin sections" })
      .getByRole("link", { name: "Overview", exact: true }),
  ).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByText("Welcome, Aarav Admin (admin@example.com)")).toBeVisible();
  // The Admin Dashboard link is in plain sight in the bar (phones: in the menu, with the other account links);
  // Dashboard and Log out are behind the coin balance button on wider screens.
  const nav = page.getByRole("navigation", { name: "Main" });
  await page.goto("/");
  if (isMobile(page)) await nav.getByRole("button", { name: "Open menu" }).click();
  const adminLink = nav.getByRole("link", { name: "Admin Dashboard" });
  await expect(adminLink).toBeVisible();
  if (!isMobile(page)) {
    await expect(adminLink).toHaveText("Admin Dashboard");
    await expect(nav.getByRole("button", { name: "Log out" })).toBeHidden();
    await nav.getByRole("button", { name: /account menu/ }).click();
    await expect(adminLink).toBeVisible();
  }
  await expect(nav.getByRole("link", { name: "Dashboard", exact: true })).toBeVisible();
  await expect(nav.getByRole("button", { name: "Log out" })).toBeVisible();
  await expectNoAxeViolations(page);
  // Escape closes the account menu (phones: the menu).
  await page.keyboard.press("Escape");
  await expect(nav.getByRole("button", { name: "Log out" })).toBeHidden();
  if (isMobile(page)) await nav.getByRole("button", { name: "Open menu" }).click();
  await adminLink.click();
  await expect(page).toHaveURL((url) => url.pathname === "/admin/overview");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await page.getByRole("main").getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
});
