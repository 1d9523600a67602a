import { approveAsAdmin, noisyPng, unique } from "../listings";
import { uniqueIp } from "../fixtures";
import { expect, logInViaUi, PASSWORD, registerViaApi, test, toast } from "./accounts";

test("a member submits a job and an event; they stay pending until an admin approves them", async ({
  page,
  playwright,
  baseURL,
}) => {
  // Two listings, an edit, a 12 MB image recompressed in the browser and re-encoded on the server.
  test.slow();
  await registerViaApi(page.request);
  const id = unique();
  const jobTitle = `Zk Circuit Engineer ${id}`;
  const eventTitle = `Jaipur ZK Day ${id}`;

  // The job.
  await page.goto("/submit-listing?type=job");
  await expect(page.getByRole("radio", { name: "Job" })).toBeChecked();
  await page.getByRole("button", { name: "Submit Job" }).click();
  await expect(page.getByLabel("Title")).toHaveAccessibleDescription(/Title is required/);
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
  await page.goto("/dashboard/listings");
  const row = page.getByRole("listitem").filter({ hasText: jobTitle });
  await expect(row.getByText("Pending review")).toBeVisible();
  await row.getByRole("link", { name: "Edit" }).click();
  await expect(page.getByLabel("Title")).toHaveValue(jobTitle);
  await expect(page.getByLabel("Skills")).toHaveValue("Circom, Rust, Halo2");
  await page.getByLabel("Salary").fill("₹30 - 45 LPA");
  await page.getByRole("button", { name: "Update Listing" }).click();
  await expect(page.getByRole("heading", { name: "Update Successful" })).toBeVisible();

  // The event, with an image over 1024 KB, which the browser recompresses before upload.
  await page.goto("/submit-listing?type=event");
  await page.getByLabel("Title").fill(eventTitle);
  await page.getByLabel("Contact email").fill("hello@zkday.example");
  await page.getByLabel("Contact phone").fill("+91 90000 11111");
  await page.getByLabel("Event type").selectOption("Conference");
  await page.getByLabel("Starts (IST)").fill("2027-02-20T10:00");
  // A two-day conference: it says when it ends (issue #42 §12).
  await page.getByLabel("Ends (IST)").fill("2027-02-21T18:00");
  await page.getByLabel("Location").fill("Jaipur");
  await page.getByLabel("Thumbnail").setInputFiles(await noisyPng());
  await expect(toast(page, "Image Compressed")).toBeVisible();
  await expect(page.getByRole("img", { name: "Selected thumbnail preview" })).toBeVisible();
  await page.getByRole("button", { name: "Submit Event" }).click();
  // The server re-encodes the noisy upload with sharp: seconds on a busy machine.
  await expect(toast(page, "Event Submitted!")).toBeVisible({ timeout: 30_000 });
  await page.getByRole("link", { name: "View event" }).click();
  await expect(page.getByRole("heading", { level: 1, name: eventTitle })).toBeVisible();
  await expect(page.getByText("20 Feb 2027, 10:00 am – 21 Feb 2027, 6:00 pm")).toBeVisible();
  await expect(page.getByRole("img", { name: `${eventTitle} poster` })).toBeVisible();
  const eventId = new URL(page.url()).pathname.split("/").pop()!;

  // Absent from the public lists while pending: the cached default view and a search.
  await page.goto("/jobs");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: jobTitle })).toHaveCount(0);
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
  // The cached default view was rendered anew by the approval: the newest job leads it.
  // (A regeneration another journey started just before the approval may store the older list; the minute's
  // revalidation replaces it: docs/decisions.md.)
  await expect(async () => {
    await page.goto("/jobs");
    await expect(page.getByRole("heading", { level: 2, name: jobTitle })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 90_000, intervals: [1_000, 5_000] });
  // So were the feeds and the sitemap (otherwise cached for an hour); iCalendar folds long lines.
  const read = async (path: string) =>
    (await (await page.request.get(path)).text()).replace(/\r\n[ \t]/g, "");
  expect(await read("/jobs/feed.xml")).toContain(jobTitle);
  expect(await read("/events/feed.xml")).toContain(eventTitle);
  const calendar = await read("/events/calendar.ics");
  expect(calendar).toContain(eventTitle);
  expect(calendar).toContain("DTEND:20270221T123000Z");
  expect(await read("/sitemap.xml")).toContain(`/job/${jobId}`);
});

test("a guest who chose Submit Event is taken to the event form after logging in", async ({ page }) => {
  const person = await registerViaApi(page.request);
  await page.context().clearCookies();

  await page.goto("/events");
  await page.getByRole("link", { name: "Submit Event" }).click();
  await expect(page).toHaveURL(`/login?returnUrl=${encodeURIComponent("/submit-listing?type=event")}`);
  expect(await page.evaluate(() => localStorage.getItem("pendingListingType"))).toBe("event");

  // Even a login page reached without the returnUrl remembers the choice, once.
  await page.goto("/login");
  await logInViaUi(page, person.email, PASSWORD);
  await expect(page).toHaveURL("/submit-listing?type=event");
  await expect(page.getByRole("radio", { name: "Event" })).toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem("pendingListingType"))).toBeNull();
});

test("after submitting, the confirmation is on screen with the focus on its heading (at any width)", async ({
  page,
}) => {
  await registerViaApi(page.request);
  await page.goto("/submit-listing?type=gig");
  await page.getByLabel("Gig title").fill(`Wallet onboarding flow ${unique()}`);
  await page.getByLabel("Company").fill("Paisa Labs");
  await page.getByLabel("Category").selectOption("Development");
  await page.getByLabel("Budget (₹)").fill("25000");
  await page.getByLabel("Duration").fill("2 weeks");
  await page.getByLabel("Apply by").fill(new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10));
  await page.getByLabel("Skills").fill("React Native, Wallets");
  await page.getByLabel("Gig description").fill("Design and build the first-run wallet screens.");
  await page.getByLabel("Contact email").fill("gigs@paisalabs.example");
  // The submit button is near the footer of a long form (on a phone, far below the page's top).
  await page.getByRole("button", { name: "Submit Gig" }).click();

  const heading = page.getByRole("heading", { name: "Submission Successful" });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await expect(page.getByRole("link", { name: "Go to Dashboard" })).toBeInViewport();
});
