import { expect, expectNoAxeViolations, test, toast } from "../fixtures";

test("services shows seven cards and passes axe", async ({ page }) => {
  await page.goto("/services");
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(7);
  await expectNoAxeViolations(page);
});

const demoFields = ["Full name", "Email", "Organisation", "Preferred date and time (IST)", "Message"];

test("the page's Request a Demo opens the one demo form, which checks required fields, then thanks", async ({
  page,
}) => {
  await page.goto("/services");
  await expect(page.getByRole("button", { name: "Book a Demo" })).toHaveCount(0);
  await page.getByRole("button", { name: "Request a demo", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Request a demo", exact: true });
  for (const label of demoFields) await expect(dialog.getByLabel(label)).toBeVisible();
  await expect(dialog.getByLabel("Project type")).toHaveCount(0);
  await expect(dialog.getByLabel("Phone")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Request Demo" }).click();
  await expect(toast(page, "Error")).toBeVisible();
  await expect(toast(page)).toContainText("Please fill in all required fields");

  await dialog.getByLabel("Full name").fill("Kiran Rao");
  await dialog.getByLabel("Email").fill(`kiran-${Date.now()}@example.com`);
  await dialog.getByLabel("Message").fill("A Hinglish support bot for our D2C store.");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Request Demo" }).click();
  await expect(toast(page, "Thank you! We'll reach out to schedule your demo.")).toBeVisible();
  await expect(dialog).toBeHidden();

  // A card opens the same form, naming its service.
  await page.getByRole("button", { name: "Request a demo of AI & LLM Solutions" }).click();
  const card = page.getByRole("dialog", { name: "Request a demo: AI & LLM Solutions" });
  for (const label of demoFields) await expect(card.getByLabel(label)).toBeVisible();
  await expect(card.getByLabel("Project type")).toHaveCount(0);
});

test("the service demo dialog checks required fields, then thanks the visitor", async ({ page }) => {
  await page.goto("/services");
  await page.getByRole("button", { name: "Request a demo of AI & LLM Solutions" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Request Demo" }).click();
  await expect(toast(page)).toContainText("Error");
  await expect(toast(page)).toContainText("Please fill in all required fields");
  await dialog.getByLabel("Full name").fill("Farah Khan");
  await dialog.getByLabel("Email").fill(`farah-${Date.now()}@example.com`);
  await dialog.getByRole("button", { name: "Request Demo" }).click();
  await expect(toast(page)).toContainText("Thank you! We'll reach out to schedule your demo.");
  await expect(dialog).toBeHidden();
});
