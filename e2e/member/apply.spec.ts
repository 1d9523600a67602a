import { approveAsAdmin, unique } from "../listings";
import { expectNoAxeViolations, uniqueIp } from "../fixtures";
import { expect, registerViaApi, test, toast } from "./accounts";

test("a member applies through the dialog; the job page and the /jobs card say Applied at once", async ({
  page,
  playwright,
  baseURL,
}) => {
  // A fresh approved job (no external form), so the test never meets an earlier application.
  const poster = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": uniqueIp() },
  });
  await registerViaApi(poster);
  const title = `Rust Intern ${unique()}`;
  const created = await poster.post("/api/jobs", {
    data: {
      title,
      company: "Kernel Labs",
      description: "Build a Rust indexer.",
      location: "Pune",
      type: "Internship",
      contactEmail: "jobs@kernel.example",
      contactPhone: "+91 98765 43210",
    },
  });
  expect(created.status()).toBe(201);
  const jobId = ((await created.json()) as { job: { id: string } }).job.id;
  await approveAsAdmin(poster, "job", jobId);
  await poster.dispose();

  await registerViaApi(page.request);
  await page.goto(`/job/${jobId}`);
  await page.getByRole("button", { name: `Apply to ${title} at Kernel Labs` }).click();
  const dialog = page.getByRole("dialog", { name: `Apply: ${title}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Submit Application" }).click();
  await expect(toast(page, "Validation Error")).toBeVisible();
  await dialog.getByLabel("Full name").fill("Riya Sharma");
  await dialog.getByLabel("Email").fill("riya@example.com");
  await dialog.getByLabel("Cover letter").fill("I have shipped two Rust CLIs and love indexers.");
  await dialog.getByLabel("Resume").setInputFiles({
    name: "riya.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n"),
  });
  await dialog.getByRole("button", { name: "Submit Application" }).click();
  await expect(toast(page, "Application Submitted!")).toBeVisible();
  await expect(dialog).toBeHidden();

  // At once, without a reload: the page says Applied with the date, and Apply Now is gone.
  const appliedOn = /Applied on \d{1,2} [A-Za-z]{3,4} \d{4}/;
  const applyNow = page.getByRole("button", { name: `Apply to ${title} at Kernel Labs` });
  await expect(page.getByRole("main").getByText(appliedOn)).toBeVisible();
  await expect(page.getByRole("main").getByText(appliedOn)).toBeFocused();
  await expect(applyNow).toHaveCount(0);

  // The cached /jobs list (the same HTML for everyone) marks the card for this member once it has loaded.
  await page.goto("/jobs");
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(card.getByText(appliedOn)).toBeVisible();
  await expect(card.getByRole("button", { name: `Apply to ${title} at Kernel Labs` })).toHaveCount(0);

  // The job page, rendered anew, says the same from the server.
  await page.goto(`/job/${jobId}`);
  await expect(page.getByRole("main").getByText(appliedOn)).toBeVisible();
  await expect(applyNow).toHaveCount(0);
});

test("a member's Apply opens the job's own application form in a new tab", async ({
  page,
  playwright,
  baseURL,
}) => {
  const poster = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": uniqueIp() },
  });
  await registerViaApi(poster);
  const title = `Solidity Auditor ${unique()}`;
  const formUrl = `https://forms.example/apply/${unique()}`;
  const created = await poster.post("/api/jobs", {
    data: {
      title,
      company: "Audit Guild",
      description: "Review lending protocols before mainnet.",
      location: "Remote",
      contactEmail: "hiring@auditguild.example",
      contactPhone: "+91 98765 43210",
      GoogleFormLink: formUrl,
    },
  });
  expect(created.status()).toBe(201);
  const jobId = ((await created.json()) as { job: { id: string } }).job.id;
  await approveAsAdmin(poster, "job", jobId);
  await poster.dispose();

  // The machine is offline: the external form is answered here.
  await page.context().route(formUrl, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: "<!doctype html><title>Audit Guild application</title><h1>Audit Guild application</h1>",
    }),
  );
  await registerViaApi(page.request);
  await page.goto(`/job/${jobId}`);
  const opened = page.context().waitForEvent("page");
  await page.getByRole("button", { name: `Apply to ${title} at Audit Guild` }).click();
  const form = await opened;
  await expect(form).toHaveURL(formUrl);
  await expect(form.getByRole("heading", { name: "Audit Guild application" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL(`/job/${jobId}`);
});

test("a resume upload shows its progress until the application is taken", async ({
  page,
  playwright,
  baseURL,
}) => {
  const poster = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": uniqueIp() },
  });
  await registerViaApi(poster);
  const title = `ZK Circuit Intern ${unique()}`;
  const created = await poster.post("/api/jobs", {
    data: {
      title,
      company: "Proofwala",
      description: "Write Circom circuits and their tests.",
      location: "Chennai",
      type: "Internship",
      contactEmail: "jobs@proofwala.example",
      contactPhone: "+91 98765 43210",
    },
  });
  expect(created.status()).toBe(201);
  const jobId = ((await created.json()) as { job: { id: string } }).job.id;
  await approveAsAdmin(poster, "job", jobId);
  await poster.dispose();

  await registerViaApi(page.request);
  // The application is held on its way (a slow line), until the test has seen the progress.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/jobs/${jobId}/apply`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/job/${jobId}`);
  await page.getByRole("button", { name: `Apply to ${title} at Proofwala` }).click();
  const dialog = page.getByRole("dialog", { name: `Apply: ${title}` });
  await dialog.getByLabel("Full name").fill("Kavya Menon");
  await dialog.getByLabel("Email").fill("kavya@example.com");
  await dialog.getByLabel("Cover letter").fill("I wrote a Merkle proof circuit for my final-year project.");
  // A 1.5 MB resume.
  await dialog.getByLabel("Resume").setInputFiles({
    name: "kavya.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(1_500_000, 0x20)]),
  });
  await dialog.getByRole("button", { name: "Submit Application" }).click();

  const progress = dialog.getByRole("progressbar", { name: "Uploading resume" });
  await expect(progress).toBeVisible();
  await expect(
    dialog.getByText(/Uploading resume… \d+%|Resume uploaded\. Sending your application…/),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  release();
  await expect(toast(page, "Application Submitted!")).toBeVisible();
  await expect(dialog).toBeHidden();
});
