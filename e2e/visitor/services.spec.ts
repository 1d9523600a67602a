import { expect, expectNoAxeViolations, test, toast } from "../fixtures";

test("services shows seven cards and passes axe", async ({ page }) => {
  await page.goto("/services");
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(7);
  await expectNoAxeViolations(page);
});

test("the demo booking dialog checks required fields, then books", async ({ page }) => {
  await page.goto("/services");
  await page.getByRole("button", { name: "Book a Demo" }).click();
  const dialog = page.getByRole("dialog", { name: "Book a demo" });
  await dialog.getByRole("button", { name: "Book Demo" }).click();
  await expect(toast(page)).toContainText("Validation Error");
  await expect(toast(page)).toContainText("Please fill in all required fields");
  await expect(dialog.getByText("Please enter your name")).toBeVisible();

  await dialog.getByLabel("Name").fill("Kiran Rao");
  await dialog.getByLabel("Email").fill(`kiran-${Date.now()}@example.com`);
  await dialog.getByLabel("Project type").selectOption("AI / LLM product");
  await dialog.getByLabel("Message").fill("A Hinglish support bot for our D2C store.");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Book Demo" }).click();
  await expect(toast(page)).toContainText("Demo Booked Successfully!");
  await expect(toast(page)).toContainText("We'll contact you within 24 hours to confirm your demo session.");
  await expect(dialog).toBeHidden();
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
