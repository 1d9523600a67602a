import { expect, latestMail, logInViaUi, PASSWORD, registerViaApi, test, toast } from "./accounts";

test("a member resets a forgotten password from the mailed link", async ({ page }) => {
  const person = await registerViaApi(page.request);
  await page.context().clearCookies();
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reset your password" })).toBeVisible();
  await page.getByLabel("Email").fill(person.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(toast(page, "Reset Email Sent")).toBeVisible();

  const mail = await latestMail(person.email, /reset your/i);
  const link = mail.text.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)![0];
  await page.goto(new URL(link).pathname + new URL(link).search);
  const newPassword = "Reset#Pass2027";
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/login");

  await logInViaUi(page, person.email, PASSWORD);
  await expect(page.getByRole("alert").filter({ hasText: "Invalid credentials" })).toBeVisible();
  await logInViaUi(page, person.email, newPassword);
  await expect(page).toHaveURL((url) => ["/dashboard/activity", "/dashboard/coins"].includes(url.pathname));

  // The link works once: opened again, it says so at once, with no form, and offers a new link.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: "This reset link has already been used: each link works once." }),
  ).toBeVisible();
  await expect(page.getByLabel("New password", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Set new password" })).toHaveCount(0);
  await page.getByRole("link", { name: "Request a new link" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reset your password" })).toBeVisible();
});
