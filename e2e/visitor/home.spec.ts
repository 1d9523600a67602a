import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, openMenuIfMobile, test } from "../fixtures";
import { registerViaApi } from "../member/accounts";

// The motion itself is checked here: the suite runs with reduced motion (playwright.config.ts).
test.use({ reducedMotion: "no-preference" });

// The hero word changes every 3000 ms. The page's clock is Playwright's, paused: the test moves time itself, so
// the result does not depend on how busy the machine is.
async function openHomeWithPausedClock(page: Page) {
  await page.clock.install({ time: new Date("2027-01-01T09:00:00+05:30") });
  await page.clock.pauseAt(new Date("2027-01-01T09:00:01+05:30"));
  await page.goto("/");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

/**
 * Moves time a second at a time until the rotation is on `word` (each lasts 3000 ms, so none is skipped). It reads
 * the rotation's state (data-word), not the animated text: the animation of a change runs on the frames after
 * React renders it, which a paused clock only gives when the test moves time again.
 */
async function runUntilWord(page: Page, word: string) {
  const rotator = page.getByTestId("hero-rotator");
  await expect
    .poll(async () => {
      await page.clock.runFor(1_000);
      return rotator.getAttribute("data-word");
    })
    .toBe(word);
}

test("the home hero rotates its word every 3000 ms, scrolls on Let's Go and links to the community", async ({
  page,
}) => {
  await openHomeWithPausedClock(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(
    "India's home for Web3 & AI Solutions, Communities and Careers",
  );
  const word = page.getByTestId("hero-word");
  const rotator = page.getByTestId("hero-rotator");
  await expect(word).toHaveText("Solutions");
  await runUntilWord(page, "Communities");
  // Seen within a second of the change: 1999 ms later it still shows, 3000 ms after the change the next one does.
  await page.clock.runFor(1_999);
  await expect(rotator).toHaveAttribute("data-word", "Communities");
  await page.clock.runFor(1_500);
  await expect(rotator).toHaveAttribute("data-word", "Careers");
  // The visible word follows once its animation has frames to run on.
  await page.clock.runFor(1_000);
  await expect(word).toHaveText("Careers");

  const join = page.getByRole("main").getByRole("link", { name: "Join Community" });
  await expect(join).toHaveAttribute("href", /^https:\/\//);
  await expect(join).toHaveAttribute("target", "_blank");

  await page.clock.resume(); // the smooth scroll runs on animation frames
  await page.getByRole("button", { name: "Let's Go" }).click();
  await expect(
    page.getByRole("heading", { name: "Everything a builder needs, in one hub" }),
  ).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
});

test("the hero word can be paused and played again", async ({ page }) => {
  await openHomeWithPausedClock(page);
  const word = page.getByTestId("hero-word");
  await expect(word).toHaveText("Solutions");
  await page.getByRole("button", { name: "Pause the rotating headline" }).click();
  await expect(page.getByRole("button", { name: "Play the rotating headline" })).toBeVisible();
  // Still the same word after more than one 3000 ms interval.
  await page.clock.runFor(4_000);
  await expect(word).toHaveText("Solutions");
  await page.getByRole("button", { name: "Play the rotating headline" }).click();
  await runUntilWord(page, "Communities");
});

test("for reduced motion the hero word starts paused, and play still rotates it", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openHomeWithPausedClock(page);
  const word = page.getByTestId("hero-word");
  const play = page.getByRole("button", { name: "Play the rotating headline" });
  await expect(play).toBeVisible();
  // Still "Solutions" after more than one 3000 ms interval.
  await page.clock.runFor(4_000);
  await expect(word).toHaveText("Solutions");
  await play.click();
  await expect(page.getByRole("button", { name: "Pause the rotating headline" })).toBeVisible();
  await runUntilWord(page, "Communities");
});

test("the partner strip loops over 60 s, and is still for reduced motion", async ({ page }) => {
  await page.goto("/");
  const list = page.getByRole("list", { name: "Our partners" });
  await expect(list.getByRole("img")).toHaveCount(8);
  const track = page.getByTestId("partner-track");
  await expect(track).toHaveCSS("animation-duration", "60s");
  await expect(track).toHaveCSS("animation-name", "marquee");
  await page.emulateMedia({ reducedMotion: "reduce" });
  await expect(track).toHaveCSS("animation-name", "none");
});

test("the teasers feature one approved job and one event, and the 1:1 call links out", async ({ page }) => {
  await page.goto("/");
  const job = page.getByTestId("featured-job");
  await expect(job).toBeVisible();
  await expect(job.getByRole("link", { name: "View job" })).toHaveAttribute("href", /^\/job\/.+/);
  await expect(job.getByRole("link", { name: "Browse all jobs" })).toHaveAttribute("href", "/jobs");
  const event = page.getByTestId("featured-event");
  await expect(event).toBeVisible();
  await expect(event.getByTestId("event-participants")).toHaveText(/^[\d,]+$/);
  await expect(event.getByRole("link", { name: "See all events" })).toHaveAttribute("href", "/events");
  // The site's own slots, not an outside scheduling page.
  await expect(page.getByRole("link", { name: "Schedule a call" })).toHaveAttribute("href", "/consultation");
  await expectNoAxeViolations(page);
});

test("without JavaScript the teasers show their one job and one event, as the server picked them", async ({
  page,
  browser,
}) => {
  const opportunities = (p: typeof page) => p.getByRole("region", { name: "Opportunities picked for you" });
  const still = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
  const serverPage = await still.newPage();
  await serverPage.goto("/");
  for (const [card, link] of [
    ["featured-job", "View job"],
    ["featured-event", "See all events"],
  ] as const) {
    await expect(serverPage.getByTestId(card)).toHaveCount(1);
    await expect(serverPage.getByTestId(card)).toBeVisible();
    await expect(opportunities(serverPage).getByRole("link", { name: link })).toHaveCount(1);
  }
  // The job's link leads to its page, which answers.
  const href = await serverPage
    .getByTestId("featured-job")
    .getByRole("link", { name: "View job" })
    .getAttribute("href");
  expect((await serverPage.request.get(href!)).status()).toBe(200);
  await still.close();
});

test("the home page is cached, the same for guests and members; the bar then shows who is signed in", async ({
  page,
}) => {
  const cachedForEveryone = /\bs-maxage=60\b/;
  expect((await page.request.get("/")).headers()["cache-control"]).toMatch(cachedForEveryone);

  await registerViaApi(page.request);
  expect((await page.request.get("/")).headers()["cache-control"]).toMatch(cachedForEveryone);

  await page.goto("/");
  await openMenuIfMobile(page);
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Dashboard" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Login" })).toHaveCount(0);
});
