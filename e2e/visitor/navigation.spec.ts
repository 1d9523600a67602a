import { expect, isMobile, openMenuIfMobile, test, expectNoAxeViolations } from "../fixtures";

const links = [
  { label: "About", path: "/about" },
  { label: "Jobs", path: "/jobs" },
  { label: "Events", path: "/events" },
  { label: "Solutions", path: "/solutions" },
  { label: "Services", path: "/services" },
  { label: "Contact", path: "/contact" },
  { label: "Home", path: "/" },
];

test("the home page loads with the shell and no axe violations", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Join Community" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("every navigation link reaches its page", async ({ page }) => {
  await page.goto("/solutions");
  for (const link of links) {
    await openMenuIfMobile(page);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: link.label, exact: true })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === link.path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    if (isMobile(page)) {
      // The menu closes after navigating.
      await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
      await expect(page.locator("#mobile-menu")).toHaveCount(0);
    }
  }
});

test("the logo leads home and guests see a Login link", async ({ page }) => {
  await page.goto("/about");
  await openMenuIfMobile(page);
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
  await page.getByRole("link", { name: "Builders Hub home" }).first().click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
});

test("the bar turns compact after scrolling", async ({ page }) => {
  await page.setViewportSize({ width: page.viewportSize()!.width, height: 500 });
  await page.goto("/solutions");
  const header = page.locator("header[data-compact]");
  await expect(header).toHaveAttribute("data-compact", "false");
  const before = (await header.boundingBox())!.width;
  await page.evaluate(() => window.scrollTo({ top: 600, behavior: "instant" }));
  await expect(header).toHaveAttribute("data-compact", "true");
  await expect.poll(async () => (await header.boundingBox())!.width).toBeLessThan(before);
});

test("the server's HTML gives the bar its final width: nothing moves when the page hydrates", async ({
  page,
  browser,
  baseURL,
}) => {
  const viewport = page.viewportSize()!;
  // Phones: the full width; wider: the 1200 px container less 2 rem.
  const expected = isMobile(page) ? viewport.width : Math.min(viewport.width, 1200) - 32;
  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport });
  const serverOnly = await noScript.newPage();
  await serverOnly.goto("/about");
  expect((await serverOnly.locator("header[data-compact]").boundingBox())!.width).toBeCloseTo(expected, 0);
  await noScript.close();

  await page.goto("/about");
  await openMenuIfMobile(page); // the menu button answers once hydrated
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
  expect((await page.locator("header[data-compact]").boundingBox())!.width).toBeCloseTo(expected, 0);
});

test("the menu closes when only the query string changes", async ({ page }) => {
  test.skip(!isMobile(page), "the menu exists at phone width");
  await page.goto("/login");
  await openMenuIfMobile(page);
  // A keyboard user moves on from the open menu to the page's own link: same path, new query.
  await page.getByRole("link", { name: "Forgot password?" }).press("Enter");
  await expect(page).toHaveURL((url) => url.pathname === "/login" && url.search === "?mode=forgot-password");
  await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
  await expect(page.locator("#mobile-menu")).toHaveCount(0);
});

test("the page scrolls to the top on a route change", async ({ page }) => {
  await page.goto("/solutions");
  await page.evaluate(() => window.scrollTo({ top: 1200, behavior: "instant" }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

const moreLinks = [
  { label: "Gigs", path: "/gigs" },
  { label: "Startups", path: "/startups" },
  { label: "Courses", path: "/courses" },
  { label: "Documentation", path: "/documentation" },
  { label: "1:1 Consultation", path: "/consultation" },
];

test("the other pages are a More menu (phones: a section of the menu), usable with the keyboard", async ({
  page,
}) => {
  await page.goto("/about");
  const nav = page.getByRole("navigation", { name: "Main" });
  const contact = nav.getByRole("link", { name: "Contact", exact: true });
  // Phones: the menu's button; wider: the More button after the seven links.
  const toggle = isMobile(page)
    ? page.getByRole("button", { name: "Open menu" })
    : nav.getByRole("button", { name: "More", exact: true });
  const more = isMobile(page) ? nav.getByRole("list", { name: "More" }) : page.locator("#more-menu");
  // Opens it with the keyboard and Tabs from the last of the seven links to the first of the others.
  const open = async () => {
    if (isMobile(page)) {
      await toggle.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("button", { name: "Close menu" })).toBeFocused();
      await contact.focus();
      await page.keyboard.press("Tab");
    } else {
      await contact.focus();
      await page.keyboard.press("Tab");
      await expect(toggle).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Tab");
    }
    await expect(more.getByRole("link", { name: "Gigs" })).toBeFocused();
  };

  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await open();
  for (const link of moreLinks) {
    await expect(more.getByRole("link", { name: link.label, exact: true })).toHaveAttribute(
      "href",
      link.path,
    );
  }
  await expectNoAxeViolations(page);

  // Escape closes it and puts focus back on its button.
  await page.keyboard.press("Escape");
  await expect(more).toHaveCount(0);
  const closed = isMobile(page) ? page.getByRole("button", { name: "Open menu" }) : toggle;
  await expect(closed).toBeFocused();
  await expect(closed).toHaveAttribute("aria-expanded", "false");

  // Two more Tabs reach Courses; Enter follows it, and the menu closes.
  await open();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(more.getByRole("link", { name: "Courses" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL((url) => url.pathname === "/courses");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Courses");
  await expect(more).toHaveCount(0);
  await expect(closed).toHaveAttribute("aria-expanded", "false");
});

test("pages with cached content show it without JavaScript, with no skeleton left", async ({ browser, baseURL }) => {
  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await noScript.newPage();
  const pages = [
    { path: "/courses", heading: "Modern Web Apps with Next.js" },
    { path: "/team", heading: "Aarav Mehta" },
  ];
  for (const { path, heading } of pages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    // A streamed skeleton (a "Loading…" status) would stay: nothing reveals the content without a script.
    await expect(page.getByRole("status")).toHaveCount(0);
  }
  await noScript.close();
});
