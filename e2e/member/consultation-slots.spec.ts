// Consultations in slots: an admin sets the weekly hours in the back office; a member (in New York, so their own
// time shows beside IST) finds one way to say when (the picker; "No fixed time" a secondary choice), books a free
// slot, is confirmed at once and mailed the invitation; another member no longer sees that time; the admin finds
// it in the week view.
import { registerAdmin } from "../admin";
import { expectNoSidewaysScroll, openEveryDayForSlots } from "../consultation-slots";
import { expectNoAxeViolations, hydrated, uniqueIp } from "../fixtures";
import { unique } from "../listings";
import { expect, latestMail, newPerson, registerViaApi, test } from "./accounts";

test("an admin opens slots, a member books one, nobody else can, and the admin sees it in the week", async ({
  page,
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  // The admin opens every day 09:00–18:00 IST in 30-minute sessions (both widths set the same hours).
  await registerAdmin(playwright, baseURL, page.request);
  await openEveryDayForSlots(page);
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  // A member in New York picks a time on the first free day (each width its own, so the two runs never race).
  const member = await browser.newContext({
    viewport: page.viewportSize(),
    timezoneId: "America/New_York",
    extraHTTPHeaders: { "x-forwarded-for": uniqueIp() },
  });
  const memberPage = await member.newPage();
  const person = newPerson();
  await registerViaApi(memberPage.request, person);
  await memberPage.goto("/consultation");
  await hydrated(memberPage);
  const picker = memberPage.getByRole("group", { name: "Pick a time (30 minutes, IST)" });
  const times = picker.getByRole("radiogroup", { name: "Free times" }).getByRole("radio");
  await expect(times.first()).toBeVisible();
  // One time control at a time: the picker; a request without a time is the secondary choice, and back.
  const preferred = memberPage.getByLabel("Preferred date and time (IST)");
  await expect(preferred).toHaveCount(0);
  const instead = memberPage.getByRole("button", { name: "No time suits me: send a request instead" });
  await instead.click();
  await expect(preferred).toBeVisible();
  await expect(picker).toHaveCount(0);
  await memberPage.getByRole("button", { name: "Pick a free time instead" }).click();
  await expect(times.first()).toBeVisible();
  await expect(preferred).toHaveCount(0);
  // Booking with no time picked asks for one.
  await memberPage.getByRole("button", { name: "Book Consultation" }).click();
  await expect(picker.getByText("Please choose a time")).toBeVisible();
  const chosen = testInfo.project.name === "mobile" ? times.last() : times.first();
  const slotStart = (await chosen.getAttribute("value"))!;
  const label = (await chosen.locator("xpath=..").innerText()).trim();
  expect(label).toMatch(/^\d{1,2}:\d{2}\s?[ap]m IST \(.+ your time\)$/i);
  await chosen.check();
  await expect(picker.getByText("Please choose a time")).toHaveCount(0);
  const topic = `Slot review ${unique()}`;
  await memberPage.getByLabel("Topic").fill(topic);
  await memberPage.getByLabel("Message").fill("A 30 minute look at our indexer.");
  await expectNoAxeViolations(memberPage);
  await expectNoSidewaysScroll(memberPage);
  await memberPage.getByRole("button", { name: "Book Consultation" }).click();
  await expect(memberPage.getByRole("heading", { name: "Consultation Booked!" })).toBeVisible();
  await expect(
    memberPage.getByText(
      /^You've earned 5 coins! Your session is confirmed for .+ IST\. The calendar invitation with the join link is in your mail\.$/,
    ),
  ).toBeVisible();
  await expect(memberPage.getByText(/contact you soon/)).toHaveCount(0);

  // The invitation is in the mail: METHOD:REQUEST, the slot's start in UTC.
  const mail = await latestMail(person.email, /^Your consultation is booked$/);
  expect(mail.attachments?.[0]?.contentType).toBe("text/calendar; charset=utf-8; method=REQUEST");
  const ics = mail.attachments?.[0]?.content ?? "";
  expect(ics).toContain("METHOD:REQUEST");
  expect(ics).toContain(`DTSTART:${slotStart.replace(/[-:]/g, "").replace(/\.\d{3}/, "")}`);
  expect(ics).toContain("SEQUENCE:0");

  // Another member no longer sees that time.
  const other = await browser.newContext({
    viewport: page.viewportSize(),
    timezoneId: "America/New_York",
    extraHTTPHeaders: { "x-forwarded-for": uniqueIp() },
  });
  const otherPage = await other.newPage();
  await registerViaApi(otherPage.request);
  await otherPage.goto("/consultation");
  await hydrated(otherPage);
  const otherTimes = otherPage.getByRole("radiogroup", { name: "Free times" }).getByRole("radio");
  await expect(otherTimes.first()).toBeVisible();
  await expect(otherPage.locator(`input[type="radio"][value="${slotStart}"]`)).toHaveCount(0);
  await other.close();
  await member.close();

  // The admin finds it in the week of its day (IST), with Decline.
  const istDay = new Date(Date.parse(slotStart) + 330 * 60_000).toISOString().slice(0, 10);
  await page.goto(`/admin/schedule?week=${istDay}`);
  await hydrated(page);
  const booking = page
    .getByRole("list", { name: /^Consultations on / })
    .getByRole("listitem")
    .filter({ hasText: topic });
  await expect(booking).toBeVisible();
  await expect(booking.getByText("Booked", { exact: true })).toBeVisible();
  await expect(booking.getByRole("button", { name: `Decline: ${topic}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
});
