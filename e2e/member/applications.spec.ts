import { approveListing } from "../admin";
import { unique } from "../listings";
import { expectNoAxeViolations, hydrated, uniqueIp } from "../fixtures";
import { expect, latestMail, newPerson, registerViaApi, test, toast } from "./accounts";

test("a member applies to a job, the poster accepts, and the applicant sees it", async ({
  browser,
  page,
  playwright,
  baseURL,
}) => {
  // The poster lists a job (this page's session); the seeded admin approves it on its own connection.
  await registerViaApi(page.request);
  const title = `Indexer Engineer ${unique()}`;
  const created = await page.request.post("/api/jobs", {
    data: {
      title,
      company: "Graphline",
      description: "Build a subgraph indexer.",
      location: "Bengaluru",
      contactEmail: "jobs@graphline.example",
      contactPhone: "+91 98765 43210",
    },
  });
  expect(created.status()).toBe(201);
  const jobId = ((await created.json()) as { job: { id: string } }).job.id;
  await approveListing(playwright, baseURL, `/api/jobs/${jobId}`);

  // The applicant, in a browser of their own, applies through the dialog.
  const applicantContext = await browser.newContext({
    viewport: page.viewportSize(),
    extraHTTPHeaders: { "x-forwarded-for": uniqueIp() },
  });
  const applicant = await applicantContext.newPage();
  const person = newPerson();
  await registerViaApi(applicant.request, person);
  await applicant.goto(`/job/${jobId}`);
  await hydrated(applicant);
  await applicant.getByRole("button", { name: `Apply to ${title} at Graphline` }).click();
  const dialog = applicant.getByRole("dialog", { name: `Apply: ${title}` });
  await dialog.getByLabel("Full name").fill("Meera Iyer");
  await dialog.getByLabel("Email").fill(person.email);
  await dialog.getByLabel("Cover letter").fill("I maintain two subgraphs on mainnet.");
  await dialog.getByLabel("Resume").setInputFiles({
    name: "meera.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n"),
  });
  await dialog.getByRole("button", { name: "Submit Application" }).click();
  await expect(toast(applicant, "Application Submitted!")).toBeVisible();

  await applicant.goto("/dashboard/applications");
  const myRow = applicant.getByRole("listitem").filter({ hasText: title });
  await expect(myRow.getByText("Pending", { exact: true })).toBeVisible();

  // The poster sees the count in My Listings, opens the applications, downloads the resume, accepts.
  await page.goto("/dashboard/listings");
  await page.getByRole("link", { name: `1 application for ${title}` }).click();
  await expect(page).toHaveURL(`/dashboard/jobs/${jobId}/applications`);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const card = page.getByRole("listitem").filter({ hasText: "Meera Iyer" });
  await expect(card.getByText("I maintain two subgraphs on mainnet.")).toBeVisible();
  // A PDF resume opens in the browser (a new tab), with the same authorization as before.
  const resume = card.getByRole("link", { name: /^Resume of Meera Iyer/ });
  await expect(resume).toHaveAttribute("target", "_blank");
  const file = await page.request.get((await resume.getAttribute("href"))!);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  expect(file.headers()["content-disposition"]).toBe("inline; filename*=UTF-8''meera.pdf");
  await expectNoAxeViolations(page);
  await card.getByRole("button", { name: "Accept Meera Iyer" }).click();
  const confirm = page.getByRole("dialog", { name: "Accept Meera Iyer?" });
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.getByRole("button", { name: "Accept" }).click();
  await expect(toast(page, "Application Accepted")).toBeVisible();
  await expect(card.getByText("Accepted", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: "Mark Meera Iyer completed" })).toBeVisible();
  expect((await latestMail(person.email, /application accepted/)).text).toContain("Graphline accepted");

  // The applicant sees the decision; Cancel is gone.
  await applicant.reload();
  await expect(myRow.getByText("Accepted", { exact: true })).toBeVisible();
  await expect(myRow.getByRole("button", { name: /Cancel application/ })).toHaveCount(0);
  await expectNoAxeViolations(applicant);
  await applicantContext.close();
});

test("an applicant cancels a pending application from My Applications", async ({ page }) => {
  // A seeded job, so no other journey's fresh job (whose poster counts its applications) gets this one.
  const jobs = await page.request.get("/api/jobs?limit=100");
  const jobId = ((await jobs.json()) as { jobs: { id: string }[] }).jobs.find((j) =>
    j.id.startsWith("seed-"),
  )!.id;
  const person = newPerson();
  await registerViaApi(page.request, person);
  const applied = await page.request.post(`/api/jobs/${jobId}/apply`, {
    multipart: { name: "Asha Rao", email: person.email, coverLetter: "Keen to help." },
  });
  expect(applied.status()).toBe(201);
  await page.goto("/dashboard/applications");
  await expect(page.getByRole("tab", { name: "My Applications", selected: true })).toBeVisible();
  await page.getByRole("button", { name: /^Cancel application:/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Cancel application" }).click();
  await expect(toast(page, "Application Cancelled")).toBeVisible();
  await expect(page.getByText("Cancelled", { exact: true })).toBeVisible();
});
