import type { APIRequestContext } from "@playwright/test";
import { asSeededAdmin, approveListing } from "../admin";
import { expectNoAxeViolations } from "../fixtures";
import { unique } from "../listings";
import { expect, registerViaApi, test, toast } from "./accounts";

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
