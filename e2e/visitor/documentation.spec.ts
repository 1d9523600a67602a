import { expect, expectNoAxeViolations, test } from "../fixtures";

test("documentation tabs switch sections and the FAQ gives course lengths", async ({ page }) => {
  await page.goto("/documentation");
  const panel = page.getByRole("tabpanel");
  await expect(page.getByRole("tab", { name: "Courses" })).toHaveAttribute("aria-selected", "true");
  await expect(panel.getByRole("heading", { name: "Web Development Track" })).toBeVisible();
  await page.getByRole("tab", { name: "Tech Stack" }).click();
  await expect(panel.getByRole("heading", { name: "Solidity & the EVM" })).toBeVisible();
  await page.getByRole("tab", { name: "Setup Guides" }).click();
  await expect(panel.getByRole("heading", { name: "Install Foundry" })).toBeVisible();
  await page.getByRole("tab", { name: "FAQs" }).click();
  await expect(panel.getByText("Courses last 2-8 weeks")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the documentation tabs take the keyboard: arrows move between sections, the focus stays on the tab", async ({
  page,
}) => {
  await page.goto("/documentation");
  // The tabs' code loads when the tab list takes the focus; the arrows work once it is there.
  await page.getByRole("tab", { name: "Courses" }).focus();
  await expect(async () => {
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Tech Stack" })).toBeFocused({ timeout: 500 });
  }).toPass();
  await expect(page.getByRole("tab", { name: "Tech Stack" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel").getByRole("heading", { name: "Solidity & the EVM" })).toBeVisible();
  await page.keyboard.press("End");
  await expect(page.getByRole("tab", { name: "FAQs" })).toBeFocused();
  await expect(page.getByRole("tab", { name: "FAQs" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Home");
  await expect(page.getByRole("tab", { name: "Courses" })).toHaveAttribute("aria-selected", "true");
});

test("the documentation search filters, highlights and keeps its text in the URL", async ({ page }) => {
  await page.goto("/documentation");
  // By role: while the page streams in, React may hold a hidden copy of it that a placeholder locator would match.
  const search = page.getByRole("searchbox", { name: /Search documentation/ });
  await search.fill("metamask");
  await expect(page).toHaveURL(/[?&]q=metamask/);
  await expect(page.getByRole("tab", { name: /Setup Guides/ })).toHaveAttribute("aria-selected", "true");
  const panel = page.getByRole("tabpanel");
  await expect(panel.getByRole("article")).toHaveCount(1);
  await expect(panel.locator("mark").first()).toHaveText(/metamask/i);
  await expectNoAxeViolations(page);

  await search.fill("no-such-topic-xyz");
  await expect(page.getByRole("heading", { name: "No matching documentation" })).toBeVisible();

  await page.goto("/documentation?q=foundry");
  await expect(search).toHaveValue("foundry");
  await expect(search).toHaveAttribute("placeholder", "Search documentation...");
  await expect(page.getByRole("tabpanel").locator("mark").first()).toHaveText(/foundry/i);
});
