// Consultation slots shared by the journeys that book them: the admin's weekly hours set in the back office, and
// the check that nothing scrolls sideways at 390 px.
import type { Page } from "@playwright/test";
import { expect, hydrated, toast } from "./fixtures";

const days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/**
 * On `page`, signed in as an admin: opens every day 09:00–18:00 IST in 30-minute sessions in Schedule (every
 * journey sets the same hours, so runs side by side agree). Leaves the page on /admin/schedule.
 */
export async function openEveryDayForSlots(page: Page) {
  await page.goto("/admin/schedule");
  await hydrated(page);
  await expect(
    page
      .getByRole("navigation", { name: "Admin sections" })
      .getByRole("link", { name: "Schedule", exact: true }),
  ).toHaveAttribute("aria-current", "page");
  const form = page.getByRole("form", { name: "Availability" });
  await form.getByLabel("Session length").selectOption("30");
  for (const day of days) {
    await form.getByLabel(`${day} from`).fill("09:00");
    await form.getByLabel(`${day} to`).fill("18:00");
  }
  await form.getByRole("button", { name: "Save availability" }).click();
  await expect(toast(page, "Availability Saved")).toBeVisible();
}

/** Nothing scrolls sideways (at 390 px: the week view, the availability form, the slot picker). */
export async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}
