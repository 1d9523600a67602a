import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Page } from "@playwright/test";

/** True when the current project runs at phone width (390 px). */
export function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

/** Fails with the list of violations when axe finds any (WCAG 2.2 AA rules). */
export async function expectNoAxeViolations(page: Page) {
  // Colours are measured as drawn: let running transitions (a toast fading in) end first. Endless ones (spinners)
  // are left out, as they never end.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.playState === "running" && a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary).toEqual([]);
}

/** Opens the mobile menu when the page is at phone width; the nav links are then visible. */
export async function openMenuIfMobile(page: Page) {
  if (!isMobile(page)) return;
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("button", { name: "Close menu" })).toBeVisible();
}

/** A unique client address: rate limits count per address (the e2e server runs with TRUST_PROXY). */
export function uniqueIp(): string {
  const n = crypto.getRandomValues(new Uint8Array(3));
  return `10.${n[0]}.${n[1]}.${n[2]}`;
}

/**
 * Waits until React has moved every streamed segment into place. React 19.2 batches Suspense reveals, so for
 * up to ~300 ms after a document load a streamed page can hold a hidden second copy of its content
 * (react/react#37014); a text or label locator would then match twice.
 */
export async function streamedContentRevealed(page: Page) {
  await page.waitForFunction(() => !document.querySelector('div[hidden][id^="S:"]'));
}

/**
 * Waits until React has hydrated the page (the providers mark <html data-hydrated>): a button clicked before
 * that does nothing, which a busy machine makes likely right after a navigation.
 */
export async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // A form whose code is fetched as the page hydrates (a lazy component, as the registration form) hydrates a
  // moment later, in its own Suspense boundary; a click on it before then is lost. React sets its props on each
  // element it has taken over.
  await page.waitForFunction(() =>
    Array.from(document.forms).every((form) =>
      Object.keys(form).some((key) => key.startsWith("__reactProps$")),
    ),
  );
}

/**
 * Every test sends its own X-Forwarded-For, so no test shares a rate-limit counter with another; every
 * `page.goto` of a page returns once the streamed content is in place and React has hydrated it.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({}, provide) => {
    await provide({ "x-forwarded-for": uniqueIp() });
  },
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (...args: Parameters<Page["goto"]>) => {
      const response = await goto(...args);
      await streamedContentRevealed(page);
      if (response?.headers()["content-type"]?.startsWith("text/html")) await hydrated(page);
      return response;
    };
    await provide(page);
  },
});
export { expect };

/** The visible toast (sonner shows one at a time), or the toast whose title is `title` (on an English or Hindi page). */
export function toast(page: Page, title?: string) {
  if (title)
    return page.getByRole("region", { name: /Notifications|सूचनाएँ/ }).getByText(title, { exact: true });
  return page.locator("[data-sonner-toast]").first();
}

/**
 * Holds navigations to /login until `release` is called, so a toast shown just before the redirect can be
 * checked on the page that showed it (a full page load would clear it).
 */
export async function holdLogin(page: Page) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/login(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Holds every script the page's HTML at `path` does not name (a lazily loaded form's code) until the returned
 * release is called: until then the form is only the server's drawing. Open the page with `waitUntil:
 * "domcontentloaded"`: a held script the page asks for before its load event holds that event back, and a goto
 * waiting for it would wait until the test's timeout (a busy machine's page asked that early).
 */
export async function holdCodeNotInPage(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  const inPage = new Set([...html.matchAll(/src="(\/_next\/static\/chunks\/[^"]+\.js)"/g)].map((m) => m[1]));
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/[^/?]+\.js$/, async (route) => {
    if (!inPage.has(new URL(route.request().url()).pathname)) await released;
    await route.continue();
  });
  return release;
}
