// The site in Hindi, at 1280 and 390 px: a visitor browses /hi/jobs with a filter (the page in Hindi, lang="hi-IN",
// axe clean), switches to English and back on the same page with its filters, registers with the emailed code (the
// mail in Hindi), applies to a job, saves a search and gets its alert in Hindi. Every text is the Hindi catalog's
// (lib/i18n/messages/hi.json), so the test reads the words a Hindi reader sees.
import { readFileSync } from "node:fs";
import path from "node:path";
import { e2eCronSecret } from "../../playwright.config";
import { expectNoAxeViolations, isMobile, uniqueIp } from "../fixtures";
import { approveAsAdmin, unique } from "../listings";
import { readOutbox } from "../mail";
import { expect, latestMail, newPerson, PASSWORD, test, toast } from "./accounts";

type Tree = { [key: string]: string | Tree };

const hindi = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../../lib/i18n/messages/hi.json"), "utf8"),
) as Tree;

/** The Hindi catalog's text at `key` ("auth.register.submit"), its simple {placeholders} filled in. */
function hi(key: string, values: Record<string, string> = {}): string {
  const found = key
    .split(".")
    .reduce<string | Tree | undefined>((node, part) => (node as Tree)?.[part], hindi);
  if (typeof found !== "string") throw new Error(`no Hindi text at ${key}`);
  return found.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** A rich-text message's words, its tags left out ("मैं <terms>…</terms> से सहमत हूँ" → "मैं … से सहमत हूँ"). */
const plain = (text: string) => text.replace(/<\/?\w+>/g, "");

test("a Hindi reader browses, registers with the emailed code, applies, saves a search and gets its alert in Hindi", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.slow();
  const context = () =>
    playwright.request.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": uniqueIp() } });
  const word = `hindizk${unique()}`;

  // Browse /hi/jobs with a filter: the page is Hindi, its filter keeps the language's address.
  await page.goto("/hi/jobs?type=Internship");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page).toHaveTitle(/नौकरियाँ|इंटर्नशिप/);
  const filters = page.getByRole("form", { name: hi("listFilters.filters") });
  if (!(await filters.isVisible()))
    await page.locator("summary", { hasText: hi("listFilters.filters") }).click();
  await filters.getByLabel(hi("listFiltersSpecs.label.job.mode")).selectOption("remote");
  await filters.getByRole("button", { name: hi("listFilters.apply") }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === "/hi/jobs" && url.searchParams.get("mode") === "remote",
  );
  await expect(page.getByRole("link", { name: hi("listFilters.saveSearch") })).toBeVisible();
  await expectNoAxeViolations(page);

  // The switcher keeps the page and its filters, both ways.
  const filtered = new URL(page.url());
  if (isMobile(page)) await page.getByRole("button", { name: hi("header.openMenu") }).click();
  await page
    .getByRole("navigation", { name: hi("header.mainNav") })
    .getByRole("link", { name: /English/ })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === "/jobs" && url.search === filtered.search);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  if (isMobile(page)) await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /हिन्दी/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/hi/jobs" && url.search === filtered.search);

  // Register with the emailed code, in Hindi; the code's mail is in Hindi.
  const person = newPerson();
  await page.goto("/hi/login?mode=register");
  await expect(
    page.getByRole("heading", { level: 1, name: hi("auth.headings.register.title") }),
  ).toBeVisible();
  await page.getByLabel(hi("auth.register.firstName")).fill(person.firstName);
  await page.getByLabel(hi("auth.register.lastName")).fill(person.lastName);
  await page.getByLabel(hi("auth.register.username")).fill(person.username);
  await page.getByLabel(hi("auth.register.dateOfBirth")).fill("2001-05-17");
  await page.getByLabel(hi("auth.emailCode.email")).fill(person.email);
  await page.getByRole("button", { name: hi("auth.emailCode.sendCode") }).click();
  const codeMail = await latestMail(person.email, /वेरिफ़िकेशन कोड/);
  const code = /\b(\d{6})\b/.exec(codeMail.subject)![1]!;
  expect(codeMail.subject).toBe(hi("mail.verification.subject", { code }));
  expect(codeMail.text).toContain(hi("mail.verification.heading"));
  await page.getByLabel(hi("auth.emailCode.code")).fill(code);
  await page.getByRole("button", { name: hi("auth.emailCode.verify") }).click();
  await expect(
    page.getByRole("main").getByText(hi("auth.emailCode.verified"), { exact: true }),
  ).toBeVisible();
  await page.getByLabel(hi("auth.register.password"), { exact: true }).fill(PASSWORD);
  await page.getByLabel(hi("auth.register.confirmPassword")).fill(PASSWORD);
  await page.getByLabel(hi("auth.register.mobileNumber")).fill("9876543210");
  await page.getByLabel(plain(hi("auth.register.terms"))).check();
  await page.getByRole("button", { name: hi("auth.register.submit") }).click();
  await expect(toast(page, hi("auth.register.successTitle"))).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname.startsWith("/hi/dashboard"));
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");

  // Apply to a job, in Hindi.
  const poster = await context();
  const posterPerson = newPerson();
  expect((await poster.post("/api/otp/send", { data: { email: posterPerson.email } })).status()).toBe(200);
  const posterCode = /\b(\d{6})\b/.exec(
    (await latestMail(posterPerson.email, /verification code/i)).subject,
  )?.[1];
  expect(
    (
      await (
        await poster.post("/api/otp/verify", { data: { email: posterPerson.email, otp: posterCode } })
      ).json()
    ).verified,
  ).toBe(true);
  expect(
    (
      await poster.post("/api/auth/register", {
        data: {
          ...posterPerson,
          dateOfBirth: "2001-05-17",
          password: PASSWORD,
          confirmPassword: PASSWORD,
          countryCode: "+91",
          mobileNumber: "9876543210",
          referralCode: "",
          agreeToTerms: true,
        },
      })
    ).status(),
  ).toBe(201);
  const postJob = async (title: string, type: string) => {
    const res = await poster.post("/api/jobs", {
      data: {
        title,
        company: "Kernel Labs",
        description: "Build a Rust indexer.",
        location: "Remote",
        type,
        salary: "₹20,000 a month",
        contactEmail: "jobs@kernel.example",
        contactPhone: "+91 98765 43210",
      },
    });
    expect(res.status()).toBe(201);
    const id = ((await res.json()) as { job: { id: string } }).job.id;
    const admin = await context();
    await approveAsAdmin(admin, "job", id);
    await admin.dispose();
    return id;
  };
  const title = `Rust Intern ${word}`;
  const jobId = await postJob(title, "Internship");
  await page.goto(`/hi/job/${jobId}`);
  await page
    .getByRole("button", { name: hi("jobsApply.applyTo", { title, company: "Kernel Labs" }) })
    .click();
  const dialog = page.getByRole("dialog", { name: hi("jobsApply.dialogTitle", { title }) });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(hi("jobsApply.fields.name")).fill(`${person.firstName} ${person.lastName}`);
  await dialog.getByLabel(hi("jobsApply.fields.email")).fill(person.email);
  await dialog.getByLabel(hi("jobsApply.fields.coverLetter")).fill("मैंने दो Rust CLI बनाए हैं।");
  await dialog.locator('input[type="file"]').setInputFiles({
    name: "resume.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n"),
  });
  await dialog.getByRole("button", { name: hi("jobsApply.submit") }).click();
  await expect(toast(page, hi("jobsApply.successTitle"))).toBeVisible();

  // Save a search (instant alerts), in Hindi.
  await page.goto(`/hi/jobs?q=${word}&mode=remote`);
  await page.getByRole("link", { name: hi("listFilters.saveSearch") }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/hi/dashboard/saved-searches/new");
  await page.getByRole("textbox", { name: hi("savedSearches.name") }).fill(`Rust ${word}`);
  await page.getByRole("combobox", { name: hi("savedSearches.emailMe") }).selectOption("instant");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: hi("savedSearches.save"), exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: `Rust ${word}` })).toBeVisible();

  // A matching job is approved; the alert reaches the member in Hindi.
  const matchTitle = `Rust indexer ${word}`;
  const matchId = await postJob(matchTitle, "Job");
  await poster.dispose();
  const scheduler = await context();
  const trigger = () =>
    scheduler.post("/api/cron/alerts", { headers: { authorization: `Bearer ${e2eCronSecret}` } });
  expect((await trigger()).status()).toBe(200);
  const name = `Rust ${word}`;
  await expect
    .poll(
      async () => {
        if ((await readOutbox()).some((m) => m.to === person.email && m.subject.includes(`“${name}”`)))
          return true;
        await trigger();
        return false;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  await scheduler.dispose();
  const alert = await latestMail(person.email, new RegExp(`“${name}”`));
  expect(alert.subject).toBe(`“${name}” के लिए 1 नई लिस्टिंग`);
  expect(alert.text).toContain(matchTitle);
  expect(alert.text).toContain(`/hi/job/${matchId}`);
  expect(alert.text).toContain(hi("mail.digest.button"));
});
