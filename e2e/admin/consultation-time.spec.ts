// An admin accepts a consultation only with a time in the future (IST), then moves it: the member is mailed
// the invitation (the session's length) and then the new time with a calendar entry, and sees it in My Consultations.
import { registerAdmin } from "../admin";
import { expectNoAxeViolations, hydrated, uniqueIp } from "../fixtures";
import { unique } from "../listings";
import { expect, latestMail, newPerson, registerViaApi, test, toast } from "../member/accounts";

test("accepting a consultation needs a time in the future, and an accepted one can be moved", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const context = await browser.newContext({
    viewport: page.viewportSize(),
    extraHTTPHeaders: { "x-forwarded-for": uniqueIp() },
  });
  const memberPage = await context.newPage();
  const person = newPerson();
  await registerViaApi(memberPage.request, person);
  const topic = `Audit planning ${unique()}`;
  const booked = await memberPage.request.post("/api/consultations", {
    data: { name: "Asha Rao", email: person.email, mobile: "+91 9876543210", topic, message: "Two vaults." },
  });
  expect(booked.status()).toBe(201);

  await registerAdmin(playwright, baseURL, page.request);
  await page.goto("/admin/consultations?status=pending");
  await hydrated(page);
  await page.getByRole("button", { name: `Accept: ${topic}` }).click();
  const accept = page.getByRole("dialog", { name: "Accept consultation" });
  const time = accept.getByLabel("Scheduled for (IST)");
  await expect(time).toHaveValue("");
  await accept.getByRole("button", { name: "Accept" }).click();
  await expect(accept.getByText("Please choose the date and time of the consultation (IST)")).toBeVisible();
  await time.fill("2020-01-01T10:00");
  await accept.getByRole("button", { name: "Accept" }).click();
  await expect(accept.getByText("Please choose a time in the future")).toBeVisible();
  await expectNoAxeViolations(page);
  await time.fill("2099-02-01T10:30");
  await accept.getByRole("button", { name: "Accept" }).click();
  await expect(toast(page, "Consultation Accepted")).toBeVisible();
  const accepted = await latestMail(person.email, /^Your consultation: accepted$/);
  expect(accepted.attachments?.[0]?.content).toContain("DTSTART:20990201T050000Z");
  // An invitation (RFC 6047), as long as a session is in Schedule (30 minutes in every journey), not an hour.
  expect(accepted.attachments?.[0]?.contentType).toBe("text/calendar; charset=utf-8; method=REQUEST");
  expect(accepted.attachments?.[0]?.content).toContain("DTEND:20990201T053000Z");

  await page.goto("/admin/consultations?status=accepted");
  await hydrated(page);
  await page.getByRole("button", { name: `Change time: ${topic}` }).click();
  const move = page.getByRole("dialog", { name: "Change the time" });
  await expect(move.getByLabel("Scheduled for (IST)")).toHaveValue("2099-02-01T10:30");
  await move.getByLabel("Scheduled for (IST)").fill("2099-02-02T18:00");
  await move.getByRole("button", { name: "Save new time" }).click();
  await expect(toast(page, "Consultation Rescheduled")).toBeVisible();

  const moved = await latestMail(person.email, /^Your consultation: new time$/);
  expect(moved.text).toMatch(/new time: 2 Feb 2099, 6:00\s?pm IST/i);
  const ics = moved.attachments?.[0]?.content ?? "";
  expect(ics).toContain("DTSTART:20990202T123000Z");
  expect(ics).toContain("SEQUENCE:1");
  expect(ics.match(/^UID:.*$/m)?.[0]).toBe(accepted.attachments?.[0]?.content.match(/^UID:.*$/m)?.[0]);

  await memberPage.goto("/dashboard/consultations");
  const item = memberPage.getByRole("listitem").filter({ hasText: topic });
  await expect(item.getByText("Accepted", { exact: true })).toBeVisible();
  await expect(item.getByText(/2 Feb 2099.*6:00/i)).toBeVisible();
  await context.close();
});
