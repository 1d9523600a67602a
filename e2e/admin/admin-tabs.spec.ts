// The back office's sections are navigation: a link each, the current one aria-current="page". One row at 1280 px
// (no "Audit Log" alone on a second row); at 390 px one row that scrolls sideways instead of a grid filling the
// first screen, the current section scrolled into view, and the page itself never wider than the screen.
import type { Page } from "@playwright/test";
import { registerAdmin } from "../admin";
import { expect, test } from "../fixtures";

const sections = (page: Page) => page.getByRole("navigation", { name: "Admin sections" });

/** Each link's top edge and the row's box: one row when every link has the same top. */
async function layoutOf(page: Page) {
  return sections(page)
    .getByRole("list")
    .evaluate((row) => ({
      tops: [...row.querySelectorAll("a")].map((a) => Math.round(a.getBoundingClientRect().top)),
      height: row.getBoundingClientRect().height,
      scrollWidth: row.scrollWidth,
      clientWidth: row.clientWidth,
      pageWidth: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
}

for (const width of [1280, 390]) {
  test(`the admin sections are one row of links at ${width} px`, async ({ page, playwright, baseURL }) => {
    await page.setViewportSize({ width, height: 800 });
    await registerAdmin(playwright, baseURL, page.request);
    await page.goto("/admin/audit");
    const links = sections(page).getByRole("link");
    await expect(links).toHaveCount(11);
    const audit = sections(page).getByRole("link", { name: "Audit Log", exact: true });
    await expect(audit).toHaveAttribute("aria-current", "page");
    await expect(sections(page).locator('[aria-current="page"]')).toHaveCount(1);

    const layout = await layoutOf(page);
    expect(new Set(layout.tops).size, `link tops ${layout.tops.join(", ")}`).toBe(1);
    expect(layout.height).toBeLessThan(80);
    expect(layout.pageWidth).toBeLessThanOrEqual(layout.viewport);
    if (width === 1280) {
      expect(layout.scrollWidth).toBeLessThanOrEqual(layout.clientWidth);
    } else {
      // The row scrolls, and the current section is in its view.
      expect(layout.scrollWidth).toBeGreaterThan(layout.clientWidth);
      await expect(audit).toBeInViewport({ ratio: 1 });
    }

    // A link goes to its section and becomes the current one; the keyboard reaches the links.
    await sections(page).getByRole("link", { name: "Members", exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/admin/members");
    await expect(sections(page).getByRole("link", { name: "Members", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(audit).not.toHaveAttribute("aria-current", "page");
    await sections(page).getByRole("link", { name: "Overview", exact: true }).focus();
    await page.keyboard.press("Tab");
    await expect(sections(page).getByRole("link", { name: "Review Listings", exact: true })).toBeFocused();
  });
}
