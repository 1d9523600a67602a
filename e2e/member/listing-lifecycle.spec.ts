import type { APIRequestContext, Route } from "@playwright/test";
import { asSeededAdmin, approveListing } from "../admin";
import { expectNoAxeViolations, hydrated, uniqueIp } from "../fixtures";
import { unique } from "../listings";
import { expect, latestMail, newPerson, registerViaApi, test, toast } from "./accounts";

/** A job the signed-in member of `request` submits through the API; answers its id. */
async function submitJob(request: APIRequestContext, title: string): Promise<string> {
  const res = await request.post("/api/jobs", {
    data: {
      title,
      company: "Indexer Labs",
      description: "1. Build Substreams indexers. 2. Keep them fast.",
      location: "Kochi",
      contactEmail: "jobs@indexerlabs.example",
      contactPhone: "+91 98765 43210",
      skills: "Rust, Substreams",
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { job: { id: string } }).job.id;
}

test("a poster edits a rejected job and resubmits it; the reason stays with it", async ({
  page,
  playwright,
  baseURL,
}) => {
  await registerViaApi(page.request);
  const title = `Indexer Engineer ${unique()}`;
  const reason = "Please resubmit with a salary range.";
  const id = await submitJob(page.request, title);
  await asSeededAdmin(playwright, baseURL, async (admin) =>
    (await admin.put(`/api/jobs/${id}`, { data: { status: "rejected", rejectionReason: reason } })).status(),
  );

  await page.goto("/dashboard/listings");
  const row = page.getByRole("listitem").filter({ hasText: title });
  await expect(row.getByText("Rejected", { exact: true })).toBeVisible();
  await expect(row.getByText(`Reason: ${reason}`)).toBeVisible();
  await row.getByRole("link", { name: `Edit ${title}` }).click();

  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByText(`Rejected. Reason: ${reason} Saving resubmits it for review.`)).toBeVisible();
  await expect(page.getByText(`${title.length}/160`, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Salary").fill("₹20 - 30 LPA");
  await page.getByRole("button", { name: "Resubmit Listing" }).click();
  await expect(toast(page, "Listing Updated!")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Update Successful" })).toBeVisible();

  await page.goto("/dashboard/listings");
  await expect(row.getByText("Pending review")).toBeVisible();
  await expect(row.getByText(`Resubmitted. Last rejection: Reason: ${reason}`)).toBeVisible();
});

test("a poster closes a live job as filled; it leaves the list and its page says so", async ({
  page,
  playwright,
  baseURL,
}) => {
  await registerViaApi(page.request);
  const title = `Prover Engineer ${unique()}`;
  const id = await submitJob(page.request, title);
  await approveListing(playwright, baseURL, `/api/jobs/${id}`);

  await page.goto("/dashboard/listings");
  const row = page.getByRole("listitem").filter({ hasText: title });
  await expect(row.getByText("Live", { exact: true })).toBeVisible();
  await row.getByRole("button", { name: `Close ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: "Close this job?" });
  await expect(dialog.getByLabel("Reason")).toHaveValue("Filled");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Close job" }).click();
  await expect(toast(page, "Listing Closed")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByText("Filled", { exact: true })).toBeVisible();
  await expect(row.getByRole("link", { name: `Edit ${title}` })).toHaveCount(0);

  await page.goto(`/job/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(/This position has been filled/)).toBeVisible();
  await expect(page.getByRole("button", { name: /Apply/ })).toHaveCount(0);

  await page.goto(`/jobs?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole("heading", { name: "No Jobs Found..." })).toBeVisible();
});

test("closing a filled job tells its shortlisted applicant; the row, their list and the pipeline say so at once", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  await registerViaApi(page.request);
  const title = `Sequencer Engineer ${unique()}`;
  const id = await submitJob(page.request, title);
  await approveListing(playwright, baseURL, `/api/jobs/${id}`);

  // An applicant, in a browser of their own; the poster shortlists them.
  const applicantContext = await browser.newContext({
    viewport: page.viewportSize(),
    extraHTTPHeaders: { "x-forwarded-for": uniqueIp() },
  });
  const applicant = await applicantContext.newPage();
  const person = newPerson();
  await registerViaApi(applicant.request, person);
  const applied = await applicant.request.post(`/api/jobs/${id}/apply`, {
    data: {
      name: "Neha Kulkarni",
      email: person.email,
      coverLetter: "I run a rollup sequencer in production.",
    },
  });
  expect(applied.status()).toBe(201);
  const applicationId = ((await applied.json()) as { application: { id: string } }).application.id;
  const shortlisted = await page.request.patch(`/api/applications/${applicationId}/stage`, {
    data: { stage: "shortlisted" },
  });
  expect(shortlisted.status()).toBe(200);

  await page.goto("/dashboard/listings");
  await hydrated(page);
  // The page's own refresh is held back: the row must change by itself.
  const held: Route[] = [];
  await page.route(
    (url) => url.pathname === "/dashboard/listings",
    (route) => (route.request().headers()["rsc"] ? void held.push(route) : route.continue()),
  );
  const row = page.getByRole("listitem").filter({ hasText: title });
  await expect(row.getByText("Live", { exact: true })).toBeVisible();
  await row.getByRole("button", { name: `Close ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: "Close this job?" });
  await expect(dialog.getByText(/applicants still waiting are told it went no further/)).toBeVisible();
  await dialog.getByRole("button", { name: "Close job" }).click();
  await expect(toast(page, "Listing Closed")).toBeVisible();
  await expect(toast(page)).toContainText("1 applicant still waiting was told.");
  await expect(dialog).toBeHidden();
  await expect(row.getByText("Filled", { exact: true })).toBeVisible();
  await expect(row.getByText("Live", { exact: true })).toHaveCount(0);
  await expect(row.getByRole("button", { name: `Close ${title}` })).toHaveCount(0);
  await expect(row.getByRole("link", { name: `Edit ${title}` })).toHaveCount(0);
  await expect(row.getByRole("link", { name: title, exact: true })).toBeFocused();
  await page.unroute((url) => url.pathname === "/dashboard/listings");
  for (const route of held) await route.continue().catch(() => {});

  // The applicant hears of it by mail, and their list no longer says Pending or offers Cancel.
  const mail = await latestMail(person.email, /position filled/);
  expect(mail.subject).toBe(`${title}: position filled`);
  await applicant.goto("/dashboard/applications");
  const mine = applicant.getByRole("listitem").filter({ hasText: title });
  await expect(mine.getByText("Job closed", { exact: true })).toBeVisible();
  await expect(mine.getByText("Pending", { exact: true })).toHaveCount(0);
  await expect(mine.getByRole("button", { name: /Cancel/ })).toHaveCount(0);
  await applicantContext.close();

  // The poster's pipeline: nobody waits, one was told.
  await page.goto(`/dashboard/jobs/${id}/applications`);
  await expect(page.getByText(/Closed: 1 applicant was told/)).toBeVisible();
  await expect(page.getByText(/waiting for your answer/)).toHaveCount(0);
  await expectNoAxeViolations(page);
});
