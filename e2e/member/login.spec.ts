import { holdCodeNotInPage } from "../fixtures";
import { expect, logInViaUi, newPerson, PASSWORD, registerViaApi, test } from "./accounts";

test("a guest is sent from /dashboard to /login, logs in and lands back", async ({ page }) => {
  const person = await registerViaApi(page.request);
  await page.context().clearCookies();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fdashboard$/);
  await logInViaUi(page, person.email, PASSWORD);
  await expect(page).toHaveURL((url) => ["/dashboard/activity", "/dashboard/coins"].includes(url.pathname));
  await expect(
    page.getByRole("heading", { level: 1, name: `Welcome back, ${person.firstName}` }),
  ).toBeVisible();
});

test("login lands on the returnUrl with its query", async ({ page }) => {
  const person = await registerViaApi(page.request);
  await page.context().clearCookies();
  await page.goto("/submit-listing?type=job");
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fsubmit-listing%3Ftype%3Djob$/);
  await logInViaUi(page, person.email, PASSWORD);
  await expect(page).toHaveURL((url) => url.pathname === "/submit-listing" && url.search === "?type=job");
  await expect(page.getByRole("heading", { level: 1, name: "Share an opportunity" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Job" })).toBeChecked();
});

test("a foreign returnUrl is ignored", async ({ page }) => {
  const person = await registerViaApi(page.request);
  await page.context().clearCookies();
  await page.goto("/login?returnUrl=//evil.example/steal");
  await logInViaUi(page, person.email, PASSWORD);
  await expect(page).toHaveURL((url) => ["/dashboard/activity", "/dashboard/coins"].includes(url.pathname));
});

test("wrong credentials show 'Invalid credentials'", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Please enter both email and password." }),
  ).toBeVisible();
  await logInViaUi(page, newPerson().email, "Wrong@12345");
  await expect(page.getByRole("alert").filter({ hasText: "Invalid credentials" })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === "/login");
});

test("a member is refused /admin, /admin/dashboard and a section", async ({ page }) => {
  await registerViaApi(page.request);
  for (const path of ["/admin", "/admin/dashboard", "/admin/members"]) {
    await page.goto(path);
    await expect(page).toHaveURL((url) => url.pathname === "/login");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toHaveCount(0);
  }
});

test("a keyboard user on Forgot password? keeps the focus as the form's code arrives, and Enter follows the link", async ({
  page,
}) => {
  // The login form is the server's drawing until its first use (components/forms/lazy-form.tsx): the focus on
  // its link fetches the working form, which takes the drawing's place. Hold that code until the link has the focus.
  const release = await holdCodeNotInPage(page, "/login");
  // The frame's own goto: the page's would wait for the working form, which this test holds back.
  await page.mainFrame().goto("/login", { waitUntil: "domcontentloaded" });
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const drawing = await page.getByRole("main").locator("form").elementHandle();
  const link = page.getByRole("link", { name: "Forgot password?" });
  await link.focus();
  release();
  await page.waitForFunction((form) => !form?.isConnected, drawing);
  // The working form's link has it now (before, the focus fell to the page's body with the drawing).
  await expect(link).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL((url) => url.pathname === "/login" && url.search === "?mode=forgot-password");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reset your password");
});
