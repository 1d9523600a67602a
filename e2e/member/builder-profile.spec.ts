// Builder profiles (issue #45 §2): a member publishes a profile from Account Settings (headline, skills, a GitHub
// link), sees it at /u/{username}, and so does a guest; hidden again it answers 404 to the guest (the page and its
// JSON) while its member still sees a preview. At 1280 px and, listed among the phone journeys, at 390 px.
import { expectNoSidewaysScroll } from "../consultation-slots";
import { expectNoAxeViolations, hydrated, uniqueIp } from "../fixtures";
import { expect, registerViaApi, test, toast } from "./accounts";

test("a member publishes a builder profile, a guest sees it, and hidden again it is 404", async ({
  page,
  browser,
  baseURL,
}) => {
  const person = await registerViaApi(page.request);
  const path = `/u/${person.username}`;
  const guest = await browser.newContext({
    baseURL,
    viewport: page.viewportSize(),
    extraHTTPHeaders: { "x-forwarded-for": uniqueIp() },
  });
  const guestPage = await guest.newPage();
  // Off until the member turns it on.
  expect((await guest.request.get(path)).status()).toBe(404);
  expect((await guest.request.get(`/api/users/${person.username}`)).status()).toBe(404);

  await page.goto("/dashboard/settings");
  await expect(page.getByRole("heading", { name: "Builder profile" })).toBeVisible();
  const publish = page.getByRole("switch", { name: "Publish my profile" });
  await expect(publish).not.toBeChecked();
  await page.getByLabel("Headline").fill("Rust builder shipping ZK apps");
  const skills = page.getByRole("textbox", { name: /^Skills/ });
  await skills.fill("Rust");
  await skills.press("Enter");
  await skills.fill("Circom");
  await skills.press("Enter");
  await expect(page.getByRole("list", { name: "Your skills" }).getByRole("listitem")).toHaveCount(2);
  // A link of another site is refused on its field.
  const github = page.getByLabel("GitHub");
  await github.fill("https://gitlab.com/someone");
  await page.getByRole("button", { name: "Save profile" }).click();
  // On its field (the same words may also come as a toast when the server answers first).
  await expect(github).toHaveAccessibleDescription(
    /Enter your GitHub address, like https:\/\/github\.com\/yourname/,
  );
  await github.fill(`github.com/${person.username}`);
  await publish.check();
  await page.getByRole("switch", { name: "Appear on the leaderboard" }).check();
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(toast(page, "Profile saved")).toBeVisible();
  await expectNoAxeViolations(page);

  // The member opens it: public, as anyone sees it.
  await page.getByRole("link", { name: "View profile" }).click();
  await expect(page).toHaveURL((url) => url.pathname === path);
  await hydrated(page);
  await expect(
    page.getByRole("heading", { level: 1, name: `${person.firstName} ${person.lastName}` }),
  ).toBeVisible();
  await expect(page.getByText("This is your public profile, as anyone sees it.")).toBeVisible();
  await expect(page.getByText("Rust builder shipping ZK apps")).toBeVisible();
  await expect(page.getByRole("link", { name: /^GitHub/ })).toHaveAttribute(
    "href",
    `https://github.com/${person.username}`,
  );
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  // A guest sees it too, without anything private in the server's HTML.
  const shown = await guestPage.goto(path);
  expect(shown?.status()).toBe(200);
  const html = await shown!.text();
  expect(html).not.toContain(person.email);
  expect(html).not.toContain("9876543210");
  expect(html).toContain('"@type":"ProfilePage"');
  await expect(
    guestPage.getByRole("heading", { level: 1, name: `${person.firstName} ${person.lastName}` }),
  ).toBeVisible();
  await expect(guestPage.getByRole("list").getByText("Circom", { exact: true })).toBeVisible();
  await expect(guestPage.getByText("This is your public profile")).toHaveCount(0);
  await expectNoAxeViolations(guestPage);

  // The leaderboard: this month's and all time's, each its own address.
  await guestPage.goto("/leaderboard");
  await expect(
    guestPage.getByRole("heading", { level: 1, name: "Top builders by coins earned" }),
  ).toBeVisible();
  const periods = guestPage.getByRole("navigation", { name: "Leaderboard period" });
  await expect(periods.getByRole("link", { name: "This month" })).toHaveAttribute("aria-current", "page");
  await expectNoAxeViolations(guestPage);
  await expectNoSidewaysScroll(guestPage);
  await periods.getByRole("link", { name: "All time" }).click();
  await expect(guestPage).toHaveURL((url) => url.pathname === "/leaderboard/all-time");
  await expect(periods.getByRole("link", { name: "All time" })).toHaveAttribute("aria-current", "page");

  // Turned off: 404 to the guest, page and JSON; the member still sees a preview.
  await page.goto("/dashboard/settings");
  await page.getByRole("switch", { name: "Publish my profile" }).uncheck();
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(toast(page, "Profile saved")).toBeVisible();
  expect((await guest.request.get(`/api/users/${person.username}`)).status()).toBe(404);
  const gone = await guestPage.goto(path);
  expect(gone?.status()).toBe(404);
  await expect(guestPage.getByRole("heading", { name: "Profile Not Found" })).toBeVisible();
  await page.goto(path);
  await expect(page.getByText("Your profile is hidden: only you can see this page.")).toBeVisible();
  await guest.close();
});
