// A member's forms start with what we know of them: name, email and phone, still editable.
import { expectNoAxeViolations } from "../fixtures";
import { expect, registerViaApi, test, toast } from "./accounts";

test("a member's waitlist form starts with their name and email, editable, and again after sending", async ({
  page,
}) => {
  const person = await registerViaApi(page.request);
  await page.goto("/courses");
  const form = page.getByRole("form", { name: "Course waitlist" });
  const name = form.getByLabel("Name");
  await expect(name).toHaveValue(`${person.firstName} ${person.lastName}`);
  await expect(form.getByLabel("Email")).toHaveValue(person.email);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Pre-register: Building AI Agents for Production" }).click();
  await name.fill("Asha R.");
  await form.getByRole("button", { name: "Join the Waitlist" }).click();
  await expect(toast(page)).toContainText("Thank you!");
  // Sent and reset: the member's own details are back for the next course.
  await expect(name).toHaveValue(`${person.firstName} ${person.lastName}`);
  await expect(form.getByLabel("Email")).toHaveValue(person.email);
});

test("a new listing's contact starts with the member's email and phone, editable", async ({ page }) => {
  const person = await registerViaApi(page.request);
  await page.goto("/submit-listing?type=job");
  const email = page.getByLabel("Contact email");
  await expect(email).toHaveValue(person.email);
  await expect(page.getByLabel("Contact phone")).toHaveValue("+91 9876543210");
  await email.fill("jobs@example.com");
  await expect(email).toHaveValue("jobs@example.com");
});

test("a member's contact form starts with their name and email, on the page cached for everyone", async ({
  page,
}) => {
  const person = await registerViaApi(page.request);
  // The page is the one cached copy (the same HTML for every visitor): the details come from the browser's session.
  const answer = await page.request.get("/contact");
  expect(answer.headers()["cache-control"]).toMatch(/\bs-maxage=\d+/);
  expect(await answer.text()).not.toContain(person.email);

  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  const name = form.getByLabel("Name");
  await expect(name).toHaveValue(`${person.firstName} ${person.lastName}`);
  await expect(form.getByLabel("Email")).toHaveValue(person.email);
  await expectNoAxeViolations(page);
  await name.fill("Asha R.");
  await expect(name).toHaveValue("Asha R.");
  await form.getByLabel("Subject").fill("Hackathon partnership");
  await form.getByLabel("Message").fill("We would like to co-host a ZK hackathon in Pune.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page)).toBeVisible();
  // Sent and cleared: the member's own details are back.
  await expect(name).toHaveValue(`${person.firstName} ${person.lastName}`);
  await expect(form.getByLabel("Email")).toHaveValue(person.email);
});

test("a guest's contact form starts empty", async ({ page }) => {
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  await expect(form.getByLabel("Name")).toHaveValue("");
  await expect(form.getByLabel("Email")).toHaveValue("");
});
