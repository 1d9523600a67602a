import { expect, expectNoAxeViolations, test } from "../fixtures";

test("a developer finds a call's group, reads its card, and downloads the OpenAPI description", async ({
  page,
  request,
}) => {
  const response = await page.goto("/developers");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "The Builders Hub API" })).toBeVisible();
  await expectNoAxeViolations(page);

  // The overview: a card per group, with its calls. The group's name opens its page.
  const gigs = page.getByRole("region", { name: "Gigs", exact: true });
  await expect(gigs.getByRole("link", { name: "POST /api/gigs/{id}/bids" })).toBeVisible();
  await gigs.getByRole("link", { name: "Gigs", exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/developers/gigs");
  await expect(page.getByRole("heading", { level: 1, name: "Gigs" })).toBeVisible();
  const groups = page.getByRole("navigation", { name: "API groups" });
  await expect(groups.getByRole("link", { name: "Gigs" })).toHaveAttribute("aria-current", "page");
  await expect(groups.getByRole("link", { name: "Saved searches" })).toHaveAttribute(
    "href",
    "/developers/saved-searches",
  );

  // Each call with its method, path, who may call it and its fields.
  const card = page.getByRole("article", { name: "POST /api/gigs/{id}/bids", exact: true });
  await expect(card).toBeVisible();
  await expect(card.getByText("A signed-in member (401 otherwise).")).toBeVisible();
  await expect(card.getByText("durationDays", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // Back to every group, then straight to one call's card.
  await page.getByRole("link", { name: "All API groups" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/developers");
  await gigs.getByRole("link", { name: "POST /api/gigs/{id}/bids" }).click();
  await expect(page).toHaveURL(
    (url) => `${url.pathname}${url.hash}` === "/developers/gigs#post--api-gigs-id-bids",
  );
  await expect(page.getByRole("heading", { name: "POST /api/gigs/{id}/bids" })).toBeInViewport();

  // A group that does not exist.
  const missing = await page.goto("/developers/no-such-group");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();

  // The machine-readable description it is drawn from.
  await page.goto("/developers");
  const link = page.getByRole("link", { name: "Download openapi.json" });
  await expect(link).toHaveAttribute("href", "/api/openapi.json");
  const spec = await request.get("/api/openapi.json");
  expect(spec.status()).toBe(200);
  const doc = (await spec.json()) as { openapi: string; paths: Record<string, unknown> };
  expect(doc.openapi).toBe("3.1.0");
  expect(Object.keys(doc.paths)).toContain("/api/gigs/{id}/bids");
});

test("a group's page in Hindi links the Hindi pages", async ({ request, isMobile }) => {
  test.skip(isMobile, "the same markup at every width");
  const response = await request.get("/hi/developers/gigs");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('href="/hi/developers" class=');
  expect(html).toContain('href="/hi/developers/gigs" class="api-group-link" aria-current="page"');
  expect((await request.get("/hi/developers/no-such-group")).status()).toBe(404);
});
