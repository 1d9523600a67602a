import { expect, test, expectNoAxeViolations } from "../fixtures";

test("an unknown path shows the 404 page with status 404", { tag: "@hosts" }, async ({ page }) => {
  const response = await page.goto("/this-page-does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
});

// A job or gig that does not exist (a well-formed id nobody has): the server's HTML itself holds the site's
// header, the spec's text and the way back, with status 404, so a crawler or a reader without JavaScript sees it.
for (const [path, title, back] of [
  ["/job/aaaaaaaaaaaaaaaaaaaaaaaa", "Job Not Found", "Back to Jobs"],
  ["/gig/aaaaaaaaaaaaaaaaaaaaaaaa", "Gig Not Found", "Back to Gigs"],
] as const) {
  test(
    `${path} without JavaScript: status 404, '${title}' and a link back in the server's HTML`,
    { tag: "@hosts" },
    async ({ browser, baseURL, page }) => {
      const noScript = await browser.newContext({
        baseURL,
        javaScriptEnabled: false,
        viewport: page.viewportSize(),
      });
      const serverOnly = await noScript.newPage();
      const response = await serverOnly.goto(path);
      expect(response?.status()).toBe(404);
      await expect(serverOnly.getByRole("heading", { name: title })).toBeVisible();
      await expect(serverOnly.getByRole("banner")).toBeVisible();
      await expect(serverOnly).toHaveTitle(new RegExp(title));
      await expect(serverOnly.locator("meta[name=robots]").first()).toHaveAttribute("content", /noindex/);
      await serverOnly.getByRole("link", { name: back }).click();
      await expect(serverOnly).toHaveURL(
        (url) => url.pathname === (path.startsWith("/job") ? "/jobs" : "/gigs"),
      );
      await noScript.close();

      // With JavaScript, the same page, and nothing for axe to find.
      await page.goto(path);
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
      await expectNoAxeViolations(page);
    },
  );
}
