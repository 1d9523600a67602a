import { readOutbox } from "../mail";
import { expect, expectNoAxeViolations, test, toast } from "../fixtures";

test("the contact form refuses empty fields, sends, clears itself and the team gets the mail", async ({
  page,
}) => {
  await page.goto("/contact");
  // The team's address shows only when CONTACT_EMAIL is set (at build time); no link leads to an .example host.
  const mailLinks = page.getByRole("link", { name: /@/ });
  if ((await mailLinks.count()) > 0) await expect(mailLinks).toHaveAttribute("href", /^mailto:/);
  const hrefs = await page
    .locator("a[href]")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(hrefs.filter((href) => /\.example\b/.test(href ?? ""))).toEqual([]);
  await expect(page.getByRole("link", { name: "Join the community group" })).toHaveAttribute(
    "href",
    /^https:\/\//,
  );
  await expect(page.getByRole("link", { name: "Follow us on LinkedIn" })).toBeVisible();
  await expectNoAxeViolations(page);

  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page)).toContainText("Please fill in all required fields");
  await expect(form.getByText("Please enter your name")).toBeVisible();
  await expect(form.getByLabel("Email")).toHaveAttribute("type", "email");

  const mail = `sender-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  await form.getByLabel("Name").fill("Neha Gupta");
  await form.getByLabel("Email").fill(mail);
  await form.getByLabel("Subject").fill("Campus hackathon in Jaipur");
  await form.getByLabel("Message").fill("We would like Builders Hub mentors at our hackathon in March.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page)).toContainText("Email sent successfully! We will get back to you soon.");
  await expect(form.getByLabel("Name")).toHaveValue("");
  await expect(form.getByLabel("Message")).toHaveValue("");

  await expect
    .poll(async () => (await readOutbox()).filter((m) => m.replyTo === mail).map((m) => m.subject))
    .toEqual(["[Contact] Campus hackathon in Jaipur"]);
  const [sent] = (await readOutbox()).filter((m) => m.replyTo === mail);
  expect(sent!.text).toContain("We would like Builders Hub mentors at our hackathon in March.");
});

test("the contact form is locked while sending and shows the server's error", async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/email/contact", async (route) => {
    await held;
    await route.fulfill({
      status: 429,
      json: { success: false, code: "rate_limited", message: "Please try again later." },
    });
  });
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Name").fill("Neha Gupta");
  await form.getByLabel("Email").fill("neha@example.com");
  await form.getByLabel("Subject").fill("Hello");
  await form.getByLabel("Message").fill("Hi!");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
  await expect(form.getByLabel("Name")).toBeDisabled();
  release();
  await expect(toast(page)).toContainText("Please try again later.");
  await expect(form.getByLabel("Name")).toHaveValue("Neha Gupta");
});
