// Moving a booked slot: the member books a free time, then in My Consultations picks Change time, another free
// time in the dialog and confirms; the card shows the new time, the updated invitation (SEQUENCE:1) is mailed, and
// the team is told of the move.
// Desktop only: it books on days the phone run of consultation-slots does not use.
import type { Locator } from "@playwright/test";
import { registerAdmin } from "../admin";
import { openEveryDayForSlots } from "../consultation-slots";
import { expectNoAxeViolations, hydrated, uniqueIp } from "../fixtures";
import { unique } from "../listings";
import { readOutbox } from "../mail";
import { expect, latestMail, newPerson, registerViaApi, test, toast } from "./accounts";

const istDateTime = (iso: string) =>
  `${new Intl.DateTimeFormat("en-IN", {
    timeZone: "Asia/Kolkata",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(new Date(iso))} IST`;

/** In a slot picker, the `day`th free day (0 first) and its `time`th free time: checked, with its start and labels. */
async function pickSlot(picker: Locator, day: number, time: number) {
  const days = picker.getByLabel("Day");
  const option = days.locator("option").nth(day);
  await days.selectOption((await option.getAttribute("value"))!);
  const radio = picker.getByRole("radiogroup", { name: "Free times" }).getByRole("radio").nth(time);
  await radio.check();
  return {
    start: (await radio.getAttribute("value"))!,
    day: (await option.innerText()).replace(/\s*\(\d+ free\)$/, "").trim(),
    time: (await radio.locator("xpath=..").innerText()).trim(),
  };
}

test("a member moves their booked slot to another free time from My Consultations", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  await registerAdmin(playwright, baseURL, page.request);
  await openEveryDayForSlots(page);

  // A member (in India) books the second free time of the second free day.
  const context = await browser.newContext({
    viewport: page.viewportSize(),
    timezoneId: "Asia/Kolkata",
    extraHTTPHeaders: { "x-forwarded-for": uniqueIp() },
  });
  const memberPage = await context.newPage();
  const person = newPerson();
  await registerViaApi(memberPage.request, person);
  await memberPage.goto("/consultation");
  await hydrated(memberPage);
  const booked = await pickSlot(memberPage.getByRole("group", { name: /^Pick a time/ }), 1, 1);
  const topic = `Move me ${unique()}`;
  await memberPage.getByLabel("Topic").fill(topic);
  await memberPage.getByLabel("Message").fill("Half an hour on our rollout plan.");
  await memberPage.getByRole("button", { name: "Book Consultation" }).click();
  await expect(memberPage.getByRole("heading", { name: "Consultation Booked!" })).toBeVisible();

  // My Consultations: Change time beside Cancel booking; the dialog starts on Cancel and gives focus back.
  await memberPage.goto("/dashboard/consultations");
  await hydrated(memberPage);
  const item = memberPage.getByRole("listitem").filter({ hasText: topic });
  await expect(item.getByText(istDateTime(booked.start))).toBeVisible();
  await expect(item.getByRole("button", { name: `Cancel booking: ${topic}` })).toBeVisible();
  const change = item.getByRole("button", { name: `Change time: ${topic}` });
  await change.click();
  let dialog = memberPage.getByRole("dialog", { name: "Change the time" });
  await expect(dialog.getByRole("button", { name: "Cancel", exact: true })).toBeFocused();
  await dialog.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(change).toBeFocused();

  // Its own time is not offered; another one is picked and confirmed.
  await change.click();
  dialog = memberPage.getByRole("dialog", { name: "Change the time" });
  await expect(
    dialog.getByRole("radiogroup", { name: "Free times" }).getByRole("radio").first(),
  ).toBeVisible();
  await expect(dialog.locator(`input[type="radio"][value="${booked.start}"]`)).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: /send a request instead/ })).toHaveCount(0);
  const moved = await pickSlot(dialog, 2, 0);
  await expectNoAxeViolations(memberPage);
  await dialog.getByRole("button", { name: `Move to ${moved.day}, ${moved.time}` }).click();

  const when = istDateTime(moved.start);
  await expect(toast(memberPage, "Your consultation was moved")).toBeVisible();
  await expect(
    memberPage.getByText(`It is now on ${when}. An updated invitation was emailed to you.`),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(item.getByText(when)).toBeVisible();
  await expect(item.getByText(istDateTime(booked.start))).toHaveCount(0);

  // The updated invitation: the same event (REQUEST) at the new time, SEQUENCE one more.
  const mail = await latestMail(person.email, /^Your consultation: new time$/);
  const ics = mail.attachments?.[0]?.content ?? "";
  expect(ics).toContain("METHOD:REQUEST");
  expect(ics).toContain(`DTSTART:${moved.start.replace(/[-:]/g, "").replace(/\.\d{3}/, "")}`);
  expect(ics).toContain("SEQUENCE:1");

  // The team's copy of the member's move: the old time and the new.
  const subject = `[Consultation] Moved by Asha Rao: ${topic}`;
  await expect.poll(async () => (await readOutbox()).some((m) => m.subject === subject)).toBe(true);
  const team = (await readOutbox()).find((m) => m.subject === subject)!;
  expect(team.replyTo).toBe(person.email);
  expect(team.text).toContain(`Was: ${istDateTime(booked.start)}`);
  expect(team.text).toContain(`Now: ${when}`);
  await context.close();
});
