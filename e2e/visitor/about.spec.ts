import { expect, expectNoAxeViolations, test } from "../fixtures";

test("about shows the vision, the timeline, 9 team members and the social links", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("One million builders");
  for (const when of ["2022", "2022-2023", "2024", "2025", "Future"]) {
    await expect(page.getByText(when, { exact: true })).toBeVisible();
  }
  const team = page.getByRole("region", { name: "The people behind Builders Hub" });
  await expect(team.getByRole("heading", { level: 3 })).toHaveCount(9);
  for (const name of ["LinkedIn", "Instagram", "Twitter", "WhatsApp", "YouTube", "Telegram"]) {
    await expect(
      page
        .getByRole("region", { name: "Find us online" })
        .getByRole("link", { name: new RegExp(`^${name}`) }),
    ).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Meet the whole team" }).click();
  await expect(page).toHaveURL(/\/team$/);
});

test("the team page lists all 15 members and links back to about", async ({ page }) => {
  await page.goto("/team");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Meet the team");
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(15);
  await expect(page.getByRole("img", { name: "Portrait of Aarav Mehta" })).toBeVisible();
  // Names are headings one level under the page's title (axe's heading-order, which Lighthouse counts).
  await expect(page.getByRole("heading", { level: 2, name: "Aarav Mehta" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Back to About" }).click();
  await expect(page).toHaveURL(/\/about$/);
});
