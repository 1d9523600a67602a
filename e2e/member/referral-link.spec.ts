// The invite link: it carries the referral code into the registration form, which keeps it through the code step.
import { expectNoAxeViolations } from "../fixtures";
import { expect, mailedCode, newPerson, PASSWORD, registerViaApi, test } from "./accounts";

test("a friend opens the invite link: the code is filled in, editable, kept through the code step, and counts", async ({
  page,
}) => {
  await registerViaApi(page.request);
  const { user: referrer } = await (await page.request.get("/api/auth/status")).json();
  const invitePath = `/login?mode=register&ref=${referrer.referralCode}`;
  await page.goto("/dashboard/coins");
  await expect(page.getByText(invitePath)).toBeVisible();
  const referrerCookies = await page.context().cookies();

  // The friend, in the same browser once the referrer's session is gone.
  await page.context().clearCookies();
  await page.goto(invitePath);
  const referral = page.getByLabel(/Referral code/);
  await expect(referral).toHaveValue(referrer.referralCode);
  // Looking at the login form and coming back keeps the code.
  await page.getByRole("main").getByRole("link", { name: "Log in", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  await page.getByRole("link", { name: "Create an account" }).click();
  await expect(referral).toHaveValue(referrer.referralCode);
  await referral.fill("SOMEONEELSE1");
  await expect(referral).toHaveValue("SOMEONEELSE1");
  await referral.fill(referrer.referralCode);
  await expectNoAxeViolations(page);

  const friend = newPerson();
  await page.getByLabel("First name").fill(friend.firstName);
  await page.getByLabel("Last name").fill(friend.lastName);
  await page.getByLabel("Username").fill(friend.username);
  await page.getByLabel("Date of birth").fill("2002-03-09");
  await page.getByLabel("Email").fill(friend.email);
  await page.getByRole("button", { name: "Send code" }).click();
  await page.getByLabel("Verification code").fill(await mailedCode(friend.email));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("main").getByText("Email verified", { exact: true })).toBeVisible();
  await expect(referral).toHaveValue(referrer.referralCode);

  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByLabel("Mobile number").fill("9876501234");
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL((url) => ["/dashboard/activity", "/dashboard/coins"].includes(url.pathname));

  // Back as the referrer: the friend is in the Referral History.
  await page.context().clearCookies();
  await page.context().addCookies(referrerCookies);
  await page.goto("/dashboard/coins?view=referrals");
  const row = page.getByRole("listitem").filter({ hasText: friend.username });
  await expect(row.getByText("Pending profile")).toBeVisible();
});
