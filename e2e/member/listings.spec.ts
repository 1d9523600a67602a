import { approveAsAdmin, tinyPng, unique } from "../listings";
import { uniqueIp } from "../fixtures";
import { expect, registerViaApi, test, toast } from "./accounts";

test("a member submits a job and an event; they stay pending until an admin approves them", async ({
  page,
  playwright,
  baseURL,
}) => {
  await registerViaApi(page.request);
  const id = unique();
  const jobTitle = `Zk Circuit Engineer ${id}`;
  const eventTitle = `Jaipur ZK Day ${id}`;

  // The job.
  await page.goto("/submit-listing?type=job");
  await expect(page.getByRole("radio", { name: "Job" })).toBeChecked();
  await page.getByRole("button", { name: "Submit Job" }).click();
  await expect(page.getByLabel("Title")).toHaveAccessibleDescription("Title is required");
  await page.getByLabel("Title").fill(jobTitle);
  await page.getByLabel("Contact email").fill("jobs@zkcircuits.example");
  await page.getByLabel("Contact phone").fill("+91 98765 43210");
  await page.getByLabel("Company").fill("ZK Circuits");
  await page.getByLabel("Location").fill("Jaipur");
  await page
    .getByLabel("Job description")
    .fill("1. Write Circom circuits. 2. Benchmark provers. 3. Review audits.");
  await page.getByLabel("Skills").fill("Circom, Rust, Halo2");
  await page.getByRole("button", { name: "Submit Job" }).click();
  await expect(toast(page, "Job Submitted!")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Submission Successful" })).toBeVisible();
  await page.getByRole("link", { name: "View job" }).click();
  await expect(page.getByText(/Pending review/)).toBeVisible();
  const jobId = new URL(page.url()).pathname.split("/").pop()!;

  // The dashboard lists it as pending, and it can still be edited.
  await page.goto("/dashboard?tab=listings");
  const row = page.getByRole("listitem").filter({ hasText: jobTitle });
  await expect(row.getByText("Pending review")).toBeVisible();
  await row.getByRole("link", { name: "Edit" }).click();
  await expect(page.getByLabel("Title")).toHaveValue(jobTitle);
  await expect(page.getByLabel("Skills")).toHaveValue("Circom, Rust, Halo2");
  await page.getByLabel("Salary").fill("₹30 - 45 LPA");
  await page.getByRole("button", { name: "Update Listing" }).click();
  await expect(page.getByRole("heading", { name: "Update Successful" })).toBeVisible();

  // The event, with an image.
  await page.goto("/submit-listing?type=event");
  await page.getByLabel("Title").fill(eventTitle);
  await page.getByLabel("Contact email").fill("hello@zkday.example");
  await page.getByLabel("Contact phone").fill("+91 90000 11111");
  await page.getByLabel("Event type").selectOption("Conference");
  await page.getByLabel("Date and time (IST)").fill("2027-02-20T10:00");
  await page.getByLabel("Location").fill("Jaipur");
  await page.locator('input[type="file"]').setInputFiles(tinyPng);
  await page.getByRole("button", { name: "Submit Event" }).click();
  await expect(toast(page, "Event Submitted!")).toBeVisible();
  await page.getByRole("link", { name: "View event" }).click();
  await expect(page.getByRole("heading", { level: 1, name: eventTitle })).toBeVisible();
  await expect(page.getByText("20 Feb 2027, 10:00 am")).toBeVisible();
  await expect(page.getByRole("img", { name: `${eventTitle} poster` })).toBeVisible();
  const eventId = new URL(page.url()).pathname.split("/").pop()!;

  // Absent from the public lists while pending.
  await page.goto(`/jobs?q=${encodeURIComponent(jobTitle)}`);
  await expect(page.getByRole("heading", { name: "No Jobs Found..." })).toBeVisible();
  await page.goto(`/events?q=${encodeURIComponent(eventTitle)}`);
  await expect(page.getByRole("heading", { name: "Coming Soon..." })).toBeVisible();

  // An admin approves both through the API; they appear.
  const admin = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": uniqueIp() },
  });
  await approveAsAdmin(admin, "job", jobId);
  await approveAsAdmin(admin, "event", eventId);
  await admin.dispose();
  await page.goto(`/jobs?q=${encodeURIComponent(jobTitle)}`);
  await expect(page.getByRole("heading", { level: 2, name: jobTitle })).toBeVisible();
  await page.goto(`/events?q=${encodeURIComponent(eventTitle)}`);
  await expect(page.getByRole("heading", { level: 2, name: eventTitle })).toBeVisible();
});
