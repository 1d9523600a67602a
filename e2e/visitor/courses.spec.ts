import { ADMIN_COURSE_PREFIX } from "../admin";
import { readOutbox } from "../mail";
import { expect, expectNoAxeViolations, test, toast } from "../fixtures";

test("courses shows nine cards with Coming Soon badges, filters by category and falls back to an icon", async ({
  page,
}) => {
  // One cover fails to load (its file answers 404): that card shows the icon, the others their image.
  await page.route(/\/images\/courses\/dsa-interview-sprint\.webp/, (route) =>
    route.fulfill({ status: 404, body: "" }),
  );
  await page.goto("/courses");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Courses");
  const panel = page.getByRole("tabpanel");
  // The seeded courses (an admin journey may add one of its own meanwhile: it is left out here).
  const cards = panel.getByRole("article").filter({ hasNotText: ADMIN_COURSE_PREFIX });
  await expect(cards).toHaveCount(9);
  await expect(cards.getByText("Coming Soon")).toHaveCount(9);
  const dsa = panel.getByRole("article").filter({ hasText: "DSA Interview Sprint" });
  await dsa.scrollIntoViewIfNeeded();
  await expect(dsa.getByTestId("course-image-fallback")).toBeVisible();
  await expect(cards.getByTestId("course-image-fallback")).toHaveCount(1);
  // The cover is decorative (no text, an empty alt): the card's heading is the one place its title is given.
  const python = panel.getByRole("article").filter({ hasText: "Python for Builders" });
  await expect(python.locator("img")).toBeVisible();
  await expect(python.locator("img")).toHaveAttribute("alt", "");
  await expect(python.getByText("Python for Builders")).toHaveCount(1);

  const tabs = { "Web Development": 2, Blockchain: 2, Programming: 2, "Data Science": 2, DevOps: 1 };
  for (const [label, count] of Object.entries(tabs)) {
    await page.getByRole("tab", { name: label }).click();
    await expect(page.getByRole("tab", { name: label })).toHaveAttribute("aria-selected", "true");
    await expect(cards).toHaveCount(count);
  }
  await page.getByRole("tab", { name: "Blockchain" }).click();
  await expect(panel.getByRole("heading", { name: "Smart Contracts with Solidity & Foundry" })).toBeVisible();
  await expect(panel.getByRole("heading", { name: "Python for Builders" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Join the Community Group" })).toHaveAttribute(
    "href",
    /^https:\/\//,
  );
  await expectNoAxeViolations(page);
});

test("the waitlist form checks required fields, stores the entry once and mails a confirmation", async ({
  page,
}) => {
  await page.goto("/courses");
  const form = page.getByRole("form", { name: "Course waitlist" });
  const course = form.getByRole("combobox", { name: "Course" });
  // No course is chosen for the visitor: the select starts on its placeholder.
  await expect(course.locator("option:checked")).toHaveText("Choose a course");
  await form.getByRole("button", { name: "Join the Waitlist" }).click();
  await expect(toast(page)).toContainText("Error");
  await expect(toast(page)).toContainText("Please fill in all required fields");
  await expect(form.getByText("Please choose a course")).toBeVisible();
  await expect(course).toBeFocused();

  // A card's button chooses its course.
  await page.getByRole("button", { name: "Pre-register: Building AI Agents for Production" }).click();
  await expect(course.locator("option:checked")).toHaveText("Building AI Agents for Production");
  await expect(form.getByText("Please choose a course")).toHaveCount(0);
  await expect(form.getByLabel("Name")).toBeFocused();
  const email = `learner-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  await form.getByLabel("Name").fill("Sana Mirza");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Skill level").selectOption("intermediate");
  await form.getByRole("button", { name: "Join the Waitlist" }).click();
  await expect(toast(page)).toContainText("Thank you!");
  await expect(toast(page)).toContainText("You're now on the waitlist. We'll email you when it's live.");
  await expect(form.getByLabel("Name")).toHaveValue("");
  await expect(course.locator("option:checked")).toHaveText("Choose a course");

  await expect
    .poll(async () => (await readOutbox()).filter((m) => m.to === email).map((m) => m.subject))
    .toEqual(["You're on the waitlist: Building AI Agents for Production"]);

  // The entry is stored: the same email for the same course is answered as already on the list.
  await page.getByRole("button", { name: "Pre-register: Building AI Agents for Production" }).click();
  await form.getByLabel("Name").fill("Sana Mirza");
  await form.getByLabel("Email").fill(email.toUpperCase());
  await form.getByRole("button", { name: "Join the Waitlist" }).click();
  await expect(toast(page)).toContainText(
    "You're already on the waitlist for Building AI Agents for Production.",
  );
});
