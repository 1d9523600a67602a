// Helpers for the accounts journeys: unique people, a unique client IP per test, the mail outbox.
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, isMobile, toast } from "../fixtures";
import { readOutbox, type OutboxMail } from "../mail";

export const PASSWORD = "Builder@2026";

const random = () => Math.random().toString(36).slice(2, 8);

export function newPerson() {
  const id = `${Date.now().toString(36).slice(-5)}${random()}`;
  return { username: `u${id}`, email: `u${id}@example.com`, firstName: "Asha", lastName: "Rao" };
}

export { expect, test, toast } from "../fixtures";

/** The newest mail to `to` whose subject matches, waiting for it to arrive. */
export async function latestMail(to: string, subject: RegExp): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(async () => {
      found = (await readOutbox()).find((mail) => mail.to === to && subject.test(mail.subject));
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

export async function mailedCode(email: string): Promise<string> {
  const mail = await latestMail(email, /verification code/i);
  return mail.text.match(/^\d{6}$/m)![0];
}

/** Registers through the API (the browser context then holds the session cookie). */
export async function registerViaApi(request: APIRequestContext, person = newPerson(), referralCode = "") {
  expect((await request.post("/api/otp/send", { data: { email: person.email } })).status()).toBe(200);
  const otp = await mailedCode(person.email);
  expect(
    (await (await request.post("/api/otp/verify", { data: { email: person.email, otp } })).json()).verified,
  ).toBe(true);
  const res = await request.post("/api/auth/register", {
    data: {
      ...person,
      dateOfBirth: "2001-05-17",
      password: PASSWORD,
      confirmPassword: PASSWORD,
      countryCode: "+91",
      mobileNumber: "9876543210",
      referralCode,
      agreeToTerms: true,
    },
  });
  expect(res.status()).toBe(201);
  return person;
}

/** Fills and submits the login form of the current /login page. */
export async function logInViaUi(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

/** The header's Log out button (inside the menu at phone width). */
export async function logOutViaHeader(page: Page) {
  if (isMobile(page)) await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(toast(page, "Logged out")).toBeVisible();
}
