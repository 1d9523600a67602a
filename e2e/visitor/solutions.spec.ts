import { expect, test, expectNoAxeViolations } from "../fixtures";

test("the solutions tabs switch between client and in-house projects", async ({ page, request }) => {
  const { projects } = (await (await request.get("/api/projects")).json()) as {
    projects: { title: string; type: string; status: string | null }[];
  };
  const client = projects.filter((p) => p.type === "client");
  const inhouse = projects.filter((p) => p.type === "inhouse");
  expect(client.length).toBeGreaterThan(0);
  expect(inhouse.length).toBeGreaterThan(0);

  await page.goto("/solutions");
  const clientTab = page.getByRole("tab", { name: "Client Projects" });
  await expect(clientTab).toHaveAttribute("aria-selected", "true");
  const panel = page.getByRole("tabpanel");
  await expect(panel.getByRole("heading", { level: 2 })).toHaveCount(client.length);
  await expect(panel.getByRole("heading", { name: client[0]!.title })).toBeVisible();

  await page.getByRole("tab", { name: "In-House Projects" }).click();
  await expect(page.getByRole("tab", { name: "In-House Projects" })).toHaveAttribute("aria-selected", "true");
  await expect(panel.getByRole("heading", { level: 2 })).toHaveCount(inhouse.length);
  await expect(panel.getByRole("heading", { name: inhouse[0]!.title })).toBeVisible();
  await expect(panel.getByRole("heading", { name: client[0]!.title })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
