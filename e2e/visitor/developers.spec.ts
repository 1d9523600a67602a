import { expect, expectNoAxeViolations, test } from "../fixtures";

test("a developer reads the API reference and downloads the OpenAPI description", async ({
  page,
  request,
}) => {
  const response = await page.goto("/developers");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "The Builders Hub API" })).toBeVisible();

  // Grouped by what they are for, each call with its method, path, who may call it and its fields.
  await page.getByRole("navigation", { name: "API groups" }).getByRole("link", { name: "Gigs" }).click();
  await expect(page).toHaveURL(/#gigs$/);
  const card = page.getByRole("article", { name: "POST /api/gigs/{id}/bids", exact: true });
  await expect(card).toBeVisible();
  await expect(card.getByText("A signed-in member (401 otherwise).")).toBeVisible();
  await expect(card.getByText("durationDays", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // The machine-readable description it is drawn from.
  const link = page.getByRole("link", { name: "Download openapi.json" });
  await expect(link).toHaveAttribute("href", "/api/openapi.json");
  const spec = await request.get("/api/openapi.json");
  expect(spec.status()).toBe(200);
  const doc = (await spec.json()) as { openapi: string; paths: Record<string, unknown> };
  expect(doc.openapi).toBe("3.1.0");
  expect(Object.keys(doc.paths)).toContain("/api/gigs/{id}/bids");
});
