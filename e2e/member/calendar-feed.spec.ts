// A member's personal calendar: marking an event Interested puts it in their private feed, which the dashboard
// shows with its subscriptions; resetting the link retires the old address.
import { approveAsAdmin, unique } from "../listings";
import { expectNoAxeViolations, uniqueIp } from "../fixtures";
import { expect, registerViaApi, test, toast } from "./accounts";

test("a member marks an event Interested and finds it in their calendar feed; a reset retires the old link", async ({
  page,
  playwright,
  baseURL,
}) => {
  await registerViaApi(page.request);
  const outsider = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": uniqueIp() },
  });
  const title = `Feed Meetup ${unique()}`;
  const posted = await page.request.post("/api/events", {
    data: {
      title,
      description: "Talks and chai.",
      date: "2099-01-15T18:30:00+05:30",
      location: "Pune",
      link: "https://meetup.example/feed",
      contactEmail: "hi@feed.example",
      contactPhone: "+91 98765 43210",
    },
  });
  expect(posted.status()).toBe(201);
  const { id } = (await posted.json()).event as { id: string };
  const admin = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": uniqueIp() },
  });
  await approveAsAdmin(admin, "event", id);
  await admin.dispose();

  await page.goto(`/event/${id}`);
  const mark = page.getByRole("button", { name: "Mark as Interested" });
  await expect(mark).toHaveAttribute("aria-pressed", "false");
  await mark.click();
  const marked = page.getByRole("button", { name: "Interested", exact: true });
  await expect(marked).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("This event appears in your calendar feed")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/dashboard/settings");
  const card = page.getByRole("heading", { name: "Your calendar" }).locator("..");
  const address = page.getByLabel("Calendar feed address");
  const feedUrl = await address.inputValue();
  expect(feedUrl).toMatch(/\/api\/calendar\/[\w-]{43}\.ics$/);
  await expect(card.getByRole("link", { name: "Add to Apple Calendar" })).toHaveAttribute(
    "href",
    /^webcal:\/\//,
  );
  await expect(card.getByRole("link", { name: "Add to Google Calendar" })).toHaveAttribute(
    "href",
    /^https:\/\/calendar\.google\.com\/calendar\/r\?cid=webcal%3A%2F%2F/,
  );
  await expectNoAxeViolations(page);

  // Calendar apps cannot sign in: the address alone is the access.
  const feedPath = new URL(feedUrl).pathname;
  const feed = await outsider.get(feedPath);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect((await feed.text()).replace(/\r\n /g, "")).toContain(`SUMMARY:${title}`);

  await card.getByRole("button", { name: "Reset link" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Reset link" }).click();
  await expect(toast(page, "Calendar Link Reset")).toBeVisible();
  await expect(address).not.toHaveValue(feedUrl);
  const newPath = new URL(await address.inputValue()).pathname;
  expect((await outsider.get(feedPath)).status()).toBe(404);
  expect((await outsider.get(newPath)).status()).toBe(200);
  await outsider.dispose();
});
