// Past 20 wrong passwords for an account (from several addresses), its password login is shut: the login page
// asks for the code mailed to the account's address, and the owner signs in with it.
import { uniqueIp } from "../fixtures";
import { readOutbox } from "../mail";
import { expect, latestMail, logInViaUi, PASSWORD, registerViaApi, test, toast } from "./accounts";

const heading = "Enter the sign-in code we emailed you";

test("a member whose password login is shut signs in with the emailed code", async ({
  page,
  playwright,
  baseURL,
}) => {
  const person = await registerViaApi(page.request);
  await page.context().clearCookies();

  // 20 wrong passwords from 5 other addresses (4 each: under the per-address limits) use the account's budget.
  for (let a = 0; a < 5; a++) {
    const attacker = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { "x-forwarded-for": uniqueIp() },
    });
    for (let i = 0; i < 4; i++) {
      const res = await attacker.post("/api/auth/login", {
        data: { email: person.email, password: "Wrong@12345" },
      });
      expect(res.status()).toBe(401);
    }
    await attacker.dispose();
  }

  // The owner, from an address that never failed, with the right password: asked for the code instead.
  await page.goto("/login");
  await logInViaUi(page, person.email, PASSWORD);
  await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  await expect(toast(page, "Check your email")).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === "/login");

  const mail = await latestMail(person.email, /sign-in code/i);
  const code = mail.text.match(/^\d{6}$/m)![0];
  const codeInput = page.getByLabel("Sign-in code");
  const submit = page.getByRole("button", { name: "Sign in with code" });

  // A wrong code is refused with one message.
  await codeInput.fill(code === "000000" ? "111111" : "000000");
  await submit.click();
  await expect(
    page.getByRole("alert").filter({ hasText: "This sign-in code is wrong or no longer valid." }),
  ).toBeVisible();

  // Back to the password form, which gets the same answer again.
  await page.getByRole("button", { name: "Back to password login" }).click();
  await expect(page.getByRole("heading", { name: heading })).toHaveCount(0);
  await expect(page.getByLabel("Password", { exact: true })).toBeVisible();
  await logInViaUi(page, person.email, PASSWORD);
  await expect(page.getByRole("heading", { name: heading })).toBeVisible();

  // The right code signs in as a password login does.
  await codeInput.fill(code);
  await submit.click();
  await expect(page).toHaveURL((url) => ["/dashboard/activity", "/dashboard/coins"].includes(url.pathname));
  await expect(
    page.getByRole("heading", { level: 1, name: `Welcome back, ${person.firstName}` }),
  ).toBeVisible();
  await expect(toast(page, "Login Successful")).toBeVisible();

  // One code was mailed for all of it.
  const codes = (await readOutbox()).filter((m) => m.to === person.email && /sign-in code/i.test(m.subject));
  expect(codes).toHaveLength(1);
});
