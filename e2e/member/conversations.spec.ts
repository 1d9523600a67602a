// Conversations at 1280 and 390 px: a poster shortlists an applicant and writes to her from the pipeline; she
// reads it in Messages (the bell counts it) and answers with a link; the poster reads the reply (the bell counts
// it too). Plain text: the link is a link marked as the member's own, and the pages pass axe.
import type { Page } from "@playwright/test";
import { approveListing } from "../admin";
import { expectNoAxeViolations, hydrated, uniqueIp } from "../fixtures";
import { unique } from "../listings";
import { expect, latestMail, newPerson, registerViaApi, test, toast } from "./accounts";

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

test("a poster shortlists an applicant, they exchange two messages, each sees the other's reply and the bell counts it", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  // The poster, in the test's page; a live job of theirs.
  await registerViaApi(page.request, { ...newPerson(), firstName: "Priya", lastName: "Nair" });
  const title = `Rollup Engineer ${unique()}`;
  const created = await page.request.post("/api/jobs", {
    data: {
      title,
      company: "Chatline",
      description: "Build our sequencer.",
      location: "Pune",
      contactEmail: "jobs@chatline.example",
      contactPhone: "+91 98765 43210",
    },
  });
  expect(created.status()).toBe(201);
  const jobId = ((await created.json()) as { job: { id: string } }).job.id;
  await approveListing(playwright, baseURL, `/api/jobs/${jobId}`);

  // The applicant, in a browser context of her own.
  const context = await browser.newContext({
    viewport: page.viewportSize(),
    extraHTTPHeaders: { "x-forwarded-for": uniqueIp() },
  });
  const applicant = await registerViaApi(context.request, {
    ...newPerson(),
    firstName: "Meera",
    lastName: "Iyer",
  });
  const applied = await context.request.post(`/api/jobs/${jobId}/apply`, {
    multipart: { name: "Meera Iyer", email: applicant.email, coverLetter: "I have shipped rollups." },
  });
  expect(applied.status()).toBe(201);
  const her = await context.newPage();

  // The poster shortlists her and writes from the pipeline; the conversation opens.
  await page.goto(`/dashboard/jobs/${jobId}/applications`);
  await hydrated(page);
  const card = page.getByRole("listitem").filter({ hasText: "Meera Iyer" });
  await card.getByRole("button", { name: "Shortlist Meera Iyer" }).click();
  await expect(toast(page, "Applicant Shortlisted").first()).toBeVisible();
  await card.getByRole("button", { name: "Message Meera Iyer" }).click();
  const dialog = page.getByRole("dialog", { name: "Message Meera Iyer" });
  await dialog.getByLabel("Message").fill("Hi Meera, could you walk us through your rollup work on Friday?");
  await dialog.getByRole("button", { name: "Send message" }).click();
  await expect(toast(page, "Message Sent")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/messages\/[^/?]+$/);
  const threadUrl = new URL(page.url()).pathname;
  const messages = (p: Page) => p.getByRole("list", { name: "Messages, oldest first" });
  await expect(messages(page).getByText("could you walk us through your rollup work")).toBeVisible();
  const mail = await latestMail(applicant.email, new RegExp(`New message from Priya N\\. about ${title}`));
  expect(mail.text).toContain("could you walk us through your rollup work on Friday?");
  expect(mail.text).toContain(threadUrl);

  // She sees it counted in the bell, then in Messages, and answers.
  await her.goto("/");
  await expect(
    her.getByRole("button", { name: "Notifications, 1 unread; 1 conversation with new messages" }),
  ).toBeVisible();
  await her.goto("/dashboard/messages");
  const row = her.getByRole("link", { name: /Priya N\. · Poster/ });
  await expect(row).toContainText("1 unread");
  await expect(row).toContainText(`${title} at Chatline`);
  await expectNoSidewaysScroll(her);
  await expectNoAxeViolations(her);
  await row.click();
  await expect(her).toHaveURL(threadUrl);
  await expect(her.getByRole("heading", { name: `${title} at Chatline` })).toBeVisible();
  await expect(messages(her).getByText("could you walk us through your rollup work")).toBeVisible();
  await hydrated(her);
  await her
    .getByLabel("Your message")
    .fill("Friday works. My write-up: https://example.com/rollups <b>thanks</b>");
  await her.getByRole("button", { name: "Send message" }).click();
  const reply = messages(her).getByRole("listitem").filter({ hasText: "Friday works." });
  await expect(reply).toBeVisible();
  await expect(reply).toContainText("<b>thanks</b>"); // shown as typed, never as HTML
  const link = reply.getByRole("link", { name: "https://example.com/rollups" });
  await expect(link).toHaveAttribute("rel", "nofollow ugc noopener noreferrer");
  await expect(her.getByLabel("Your message")).toHaveValue("");
  await expectNoSidewaysScroll(her);
  await expectNoAxeViolations(her);

  // The poster's bell counts her reply; the conversation shows it.
  await page.goto("/dashboard/messages");
  await expect(page.getByRole("button", { name: /1 conversation with new messages/ })).toBeVisible();
  const posterRow = page.getByRole("link", { name: /Meera I\. · Applicant/ });
  await expect(posterRow).toContainText("1 unread");
  await posterRow.click();
  await expect(messages(page).getByRole("listitem").filter({ hasText: "Friday works." })).toBeVisible();
  await expect(messages(page).getByRole("listitem")).toHaveCount(2);
  await expect(page.getByRole("button", { name: /conversation with new messages/ })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await context.close();
});
