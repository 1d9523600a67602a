import type { Browser, Page } from "@playwright/test";
import { coverPng, unique } from "../listings";
import { ADMIN_COURSE_PREFIX, registerAdmin } from "../admin";
import { expectNoAxeViolations, uniqueIp } from "../fixtures";
import { expect, latestMail, newPerson, registerViaApi, test, toast } from "../member/accounts";

/** A member in a browser of their own, at the page's width. */
async function member(browser: Browser, page: Page) {
  const context = await browser.newContext({
    viewport: page.viewportSize(),
    extraHTTPHeaders: { "x-forwarded-for": uniqueIp() },
  });
  const memberPage = await context.newPage();
  const person = newPerson();
  await registerViaApi(memberPage.request, person);
  return { context, page: memberPage, person };
}

test("an admin approves a job from Review Listings and rejects an event with a reason", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const poster = await member(browser, page);
  const jobTitle = `Protocol Engineer ${unique()}`;
  const eventTitle = `Rollup Meetup ${unique()}`;
  expect(
    (
      await poster.page.request.post("/api/jobs", {
        data: {
          title: jobTitle,
          company: "Layer Labs",
          description: "Work on our sequencer.",
          location: "Remote",
          contactEmail: "jobs@layer.example",
          contactPhone: "+91 98765 43210",
        },
      })
    ).status(),
  ).toBe(201);
  expect(
    (
      await poster.page.request.post("/api/events", {
        data: { title: eventTitle, contactEmail: "hi@rollup.example", contactPhone: "+91 98765 43210" },
      })
    ).status(),
  ).toBe(201);

  await registerAdmin(playwright, baseURL, page.request);
  await page.goto("/admin/overview");
  await expect(
    page
      .getByRole("navigation", { name: "Admin sections" })
      .getByRole("link", { name: "Overview", exact: true }),
  ).toHaveAttribute("aria-current", "page");
  await expectNoAxeViolations(page);
  await page.goto(`/admin/listings?type=job&status=pending&q=${encodeURIComponent(jobTitle)}`);
  await expect(page.getByRole("tab", { name: "Jobs", selected: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: `Approve ${jobTitle}` }).click();
  await expect(toast(page, "Job Approved")).toBeVisible();
  await expect(page.getByRole("heading", { name: "No listings match" })).toBeVisible();
  await page.goto(`/jobs?q=${encodeURIComponent(jobTitle)}`);
  await expect(page.getByRole("main").getByRole("heading", { name: jobTitle })).toBeVisible();

  await page.goto(`/admin/listings?type=event&q=${encodeURIComponent(eventTitle)}`);
  await page.getByRole("button", { name: `Reject ${eventTitle}` }).click();
  const dialog = page.getByRole("dialog", { name: "Reject this listing" });
  await dialog.getByLabel("Reason").fill("No");
  await dialog.getByRole("button", { name: "Reject" }).click();
  await expect(dialog.getByText("Please give a reason of at least 5 characters")).toBeVisible();
  await dialog.getByLabel("Reason").fill("Please add the venue and date.");
  await dialog.getByRole("button", { name: "Reject" }).click();
  await expect(toast(page, "Event Rejected")).toBeVisible();

  const mail = await latestMail(poster.person.email, /not approved/);
  expect(mail.text).toContain("Please add the venue and date.");
  await poster.page.goto("/dashboard/listings");
  const row = poster.page.getByRole("listitem").filter({ hasText: eventTitle });
  await expect(row.getByText("Reason: Please add the venue and date.")).toBeVisible();

  await page.goto("/admin/audit?action=listing.");
  await expect(page.getByText(eventTitle).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await poster.context.close();
});

test("an admin accepts a consultation with a time and credits coins; the member sees both", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const someone = await member(browser, page);
  const topic = `Tokenomics review ${unique()}`;
  expect(
    (
      await someone.page.request.post("/api/consultations", {
        data: {
          name: "Asha Rao",
          email: someone.person.email,
          mobile: "+91 9876543210",
          topic,
          message: "Launch in March.",
        },
      })
    ).status(),
  ).toBe(201);

  await registerAdmin(playwright, baseURL, page.request);
  await page.goto("/admin/consultations?status=pending");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: `Accept: ${topic}` }).click();
  const dialog = page.getByRole("dialog", { name: "Accept consultation" });
  await dialog.getByLabel("Scheduled for (IST)").fill("2099-02-01T10:30");
  await dialog.getByLabel("Notes for the member").fill("Bring your token model.");
  await dialog.getByRole("button", { name: "Accept" }).click();
  await expect(toast(page, "Consultation Accepted")).toBeVisible();

  await page.goto("/admin/coins");
  await expectNoAxeViolations(page);
  const form = page.getByRole("region", { name: "Manual transaction" });
  await form.getByRole("button", { name: "Save transaction" }).click();
  await expect(toast(page, "Invalid Input")).toBeVisible();
  await expect(page.getByText("Please fill all fields for manual coin transaction.").first()).toBeVisible();
  await form.getByLabel("Member email").fill(someone.person.email);
  await form.getByLabel("Amount").fill("40");
  await form.getByLabel("Reason").fill("Hackathon volunteer");
  await form.getByRole("button", { name: "Save transaction" }).click();
  await expect(toast(page, "Coins Credited")).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Recent manual transactions" }).getByText(someone.person.email),
  ).toBeVisible();

  await someone.page.goto("/dashboard/consultations");
  const item = someone.page.getByRole("listitem").filter({ hasText: topic });
  await expect(item.getByText("Accepted", { exact: true })).toBeVisible();
  await expect(item.getByText(/1 Feb 2099.*10:30/i)).toBeVisible();
  await expect(item.getByText("Bring your token model.")).toBeVisible();
  await someone.page.goto("/dashboard/coins?view=history");
  await expect(someone.page.getByText("Hackathon volunteer").first()).toBeVisible();
  await someone.context.close();
});

test("an admin adds a course and a documentation item, and both show on their public pages", async ({
  page,
  playwright,
  baseURL,
}) => {
  await registerAdmin(playwright, baseURL, page.request);
  const title = `${ADMIN_COURSE_PREFIX} ${unique()}`;
  await page.goto("/admin/courses");
  await expectNoAxeViolations(page);
  const add = page.getByRole("region", { name: "Add a course" });
  await add.getByLabel("Title").fill(title);
  await add.getByLabel("Description").fill("SNARKs and STARKs from first principles, with Circom.");
  await add.getByLabel("Category").selectOption("blockchain");
  await add.getByLabel("Difficulty").selectOption("Advanced");
  await add.getByLabel("Duration").fill("4 weeks");
  await add.getByLabel("Cover image").setInputFiles(await coverPng());
  await add.getByRole("button", { name: "Add course" }).click();
  await expect(toast(page, "Course Added")).toBeVisible();
  await expect(page.getByRole("region", { name: /^Courses/ }).getByText(title)).toBeVisible();
  // The cached /courses page was revalidated; its next render has the course, with its uploaded cover.
  await expect(async () => {
    await page.goto("/courses");
    await expect(page.getByRole("heading", { name: title })).toBeVisible({ timeout: 2_000 });
  }).toPass();
  const cover = page.getByRole("article").filter({ hasText: title }).locator("img");
  await expect(cover).toHaveAttribute("src", /\/api\/images\/[a-z0-9]+$/);
  await cover.scrollIntoViewIfNeeded();
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  const doc = `Install Circom ${unique()}`;
  await page.goto("/admin/docs");
  await expectNoAxeViolations(page);
  const form = page.getByRole("region", { name: "Add a documentation item" });
  await form.getByLabel("Title").fill(doc);
  await form.getByLabel("Section").selectOption("setup-guides");
  await form.getByLabel("Description").fill("cargo install --git https://github.com/iden3/circom");
  await form.getByRole("button", { name: "Add item" }).click();
  await expect(toast(page, "Documentation Item Added")).toBeVisible();
  await page.goto(`/documentation?q=${encodeURIComponent(doc)}`);
  await expect(page.getByText(doc).first()).toBeVisible();
});

test("an admin finds a member and suspends them; the member is logged out at once", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const someone = await member(browser, page);
  await registerAdmin(playwright, baseURL, page.request);
  // The old one-page address still answers: it sends to the section's own route with the search kept.
  await page.goto(`/admin/dashboard?tab=members&q=${encodeURIComponent(someone.person.email)}`);
  const searched = (url: URL) =>
    url.searchParams.get("q") === someone.person.email && !url.searchParams.has("tab");
  await expect(page).toHaveURL((url) => url.pathname === "/admin/members" && searched(url));
  await expectNoAxeViolations(page);
  // Their page: listings, activity and coins, and the same actions as the list.
  const row = page.getByRole("listitem").filter({ hasText: someone.person.email });
  await row.getByRole("link", { name: someone.person.firstName, exact: false }).click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith("/admin/members/") && searched(url));
  await expect(
    page
      .getByRole("navigation", { name: "Admin sections" })
      .getByRole("link", { name: "Members", exact: true }),
  ).toHaveAttribute("aria-current", "page");
  await expect(
    page.getByRole("heading", { level: 2, name: new RegExp(someone.person.firstName) }),
  ).toBeVisible();
  for (const section of ["Listings", "Activity", "Coins"]) {
    await expect(page.getByRole("heading", { level: 3, name: section })).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: /^Suspend / }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Suspend" }).click();
  await expect(toast(page, "Member Suspended")).toBeVisible();
  await expect(page.getByText("Suspended", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "All members" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/admin/members" && searched(url));
  await expect(row.getByText("Suspended", { exact: true })).toBeVisible();

  await someone.page.goto("/dashboard");
  await expect(someone.page).toHaveURL(/\/login\?returnUrl=%2Fdashboard/);
  await someone.context.close();
});

test("an admin reads a contact message in Leads and marks it handled", async ({
  page,
  playwright,
  baseURL,
}) => {
  const subject = `Partnership ${unique()}`;
  const sent = await page.request.post("/api/email/contact", {
    data: {
      name: "Kiran Shah",
      mail: "kiran@example.com",
      subject,
      message: "We run a DAO and want to partner.",
    },
  });
  expect(sent.status()).toBe(200);
  await registerAdmin(playwright, baseURL, page.request);
  await page.goto("/admin/leads?kind=contact");
  await expectNoAxeViolations(page);
  const row = page.getByRole("listitem").filter({ hasText: subject });
  await row.getByRole("button", { name: "Mark the lead from Kiran Shah handled" }).click();
  await expect(toast(page, "Lead Handled")).toBeVisible();
  await expect(row.getByText("Handled", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
    "href",
    "/api/admin/leads.csv?kind=contact",
  );
});
