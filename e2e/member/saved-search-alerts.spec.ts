// Saved searches with email alerts, at 1280 and 390 px: a visitor filters the jobs to remote internships with a
// stipend and opens that URL; as a guest they choose "Save this search", log in and come back to the same search,
// and save it with instant alerts; an admin approves a matching job; the alert is mailed (file outbox) with the
// job and the one-click unsubscribe headers; the unsubscribe link turns the search's alerts off. A search saved
// twice is refused with the way to the saved one's frequency, and a card says its name once.
import { e2eCronSecret } from "../../playwright.config";
import { expectNoAxeViolations, uniqueIp } from "../fixtures";
import { approveAsAdmin, unique } from "../listings";
import { readOutbox } from "../mail";
import { expect, latestMail, logInViaUi, PASSWORD, registerViaApi, test } from "./accounts";

test("a member saves a filtered jobs search, gets the new match by mail and unsubscribes in one click", async ({
  page,
  playwright,
  baseURL,
}) => {
  // Four people (visitor-member, poster, admin, scheduler) and two axe scans: on a loaded 2-core machine this
  // journey has taken 2.9 min of the 3-minute ceiling, so it gets three times the ceiling (nothing waits for it).
  test.slow();
  const context = () =>
    playwright.request.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": uniqueIp() } });
  // A word only this run's job has: the search (and so its digest) holds that job alone.
  const word = `stipendzk${unique()}`;
  const filters = page.getByRole("form", { name: "Filters" });

  // A visitor filters the jobs with the filter form, then searches within them.
  await page.goto("/jobs?type=Internship");
  if (!(await filters.isVisible())) await page.locator("summary", { hasText: "Filters" }).click();
  await filters.getByLabel("Work mode").selectOption("remote");
  await filters.getByLabel("Pay at least").selectOption("10000");
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get("salaryMin") === "10000");
  await page.getByRole("searchbox", { name: "Search jobs" }).fill(word);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get("q") === word);
  const shared = page.url();

  // The shared URL, opened by a guest: "Save this search" asks them to log in, then brings them back to it.
  const member = await registerViaApi(await context());
  await page.goto(shared);
  await page.getByRole("link", { name: "Save this search" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/login");
  await logInViaUi(page, member.email, PASSWORD);
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === "/dashboard/saved-searches/new" &&
      url.searchParams.get("list") === "/jobs" &&
      url.searchParams.get("q") === word &&
      url.searchParams.get("mode") === "remote" &&
      url.searchParams.get("salaryMin") === "10000" &&
      url.searchParams.get("type") === "Internship",
  );
  const description = `Remote internships in India paying ₹10,000+ a month, matching “${word}”`;
  await expect(page.getByRole("link", { name: description })).toBeVisible();
  // The name starts as the search in words (up to its 80 characters).
  const name = page.getByRole("textbox", { name: "Name" });
  await expect(name).toHaveValue(description.slice(0, 80));
  await name.fill(`Paid remote internships ${word}`);
  await expect(page.getByRole("combobox", { name: "Email me" })).toHaveValue("daily");
  // Instant: a daily digest tells of a day's matches after midnight in India (lib/saved-searches/periods.ts).
  await page.getByRole("combobox", { name: "Email me" }).selectOption("instant");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved “" })).toContainText(
    `Saved “Paid remote internships ${word}”`,
  );
  await expect(page.getByRole("link", { name: "Back to the search" })).toHaveAttribute(
    "href",
    `/jobs?q=${word}&type=Internship&mode=remote&salaryMin=10000`,
  );
  await expect(page.getByRole("link", { name: "Manage saved searches" })).toBeVisible();

  // A matching job is posted and an admin approves it.
  const poster = await context();
  await registerViaApi(poster);
  const title = `Protocol circuits intern ${word}`;
  const posted = await poster.post("/api/jobs", {
    data: {
      title,
      type: "Internship",
      company: "Provelabs",
      description: "You will write zero-knowledge circuits and their tests.",
      location: "Remote",
      salary: "₹20,000 a month",
      jobType: "Full-time",
      applicationDeadline: "2027-06-30",
      contactEmail: "jobs@provelabs.example",
      contactPhone: "+91 98765 43210",
    },
  });
  expect(posted.status()).toBe(201);
  const jobId = ((await posted.json()) as { job: { id: string } }).job.id;
  await poster.dispose();
  const admin = await context();
  await approveAsAdmin(admin, "job", jobId);
  await admin.dispose();

  // The scheduler's trigger: without the secret it is refused; with it the alerts are queued. The server's worker
  // sends the instant alert once it has matched the approved job (a job of its own), so the trigger is repeated (as
  // the schedule's next tick would come) until the alert is in the outbox.
  const scheduler = await context();
  expect((await scheduler.post("/api/cron/alerts")).status()).toBe(401);
  const trigger = () =>
    scheduler.post("/api/cron/alerts", { headers: { authorization: `Bearer ${e2eCronSecret}` } });
  const run = await trigger();
  expect(run.status()).toBe(200);
  expect(await run.json()).toMatchObject({ success: true });
  const subject = new RegExp(`for “Paid remote internships ${word}”`);
  await expect
    .poll(
      async () => {
        if ((await readOutbox()).some((m) => m.to === member.email && subject.test(m.subject))) return true;
        await trigger();
        return false;
      },
      { timeout: 60_000 },
    )
    .toBe(true);

  const mail = await latestMail(member.email, subject);
  expect(mail.subject).toBe(`1 new listing for “Paid remote internships ${word}”`);
  expect(mail.text).toContain(title);
  expect(mail.text).toContain(`/job/${jobId}`);
  expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  const oneClick = /^<(.+)>$/.exec(mail.headers?.["List-Unsubscribe"] ?? "")?.[1];
  expect(oneClick).toMatch(/\/api\/saved-searches\/unsubscribe\?token=/);

  // A second trigger in the same period sends nothing more.
  await scheduler.post("/api/cron/alerts", { headers: { authorization: `Bearer ${e2eCronSecret}` } });
  await scheduler.dispose();

  // The same event in the notification centre: the bell counts it, and its item leads to the search.
  await page.goto("/");
  // The bell sits in the bar at every width (on a phone beside the menu button, not inside the menu).
  const bell = page.getByRole("button", { name: "Notifications, 1 unread" });
  await expect(bell).toBeVisible();
  await bell.click();
  const panel = page.getByRole("region", { name: "Your notifications" });
  await panel
    .getByRole("link", { name: new RegExp(`New matches for "Paid remote internships ${word}"`) })
    .click();
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === "/jobs" && url.search === `?q=${word}&type=Internship&mode=remote&salaryMin=10000`,
  );
  await expect(page.getByRole("link", { name: title })).toBeVisible();

  // The List-Unsubscribe address opened in a browser (GET) shows the unsubscribe page, never a raw error.
  await page.goto(oneClick!);
  await expect(page).toHaveURL((url) => url.pathname === "/unsubscribe" && url.searchParams.has("token"));
  await expect(page.getByRole("button", { name: "Turn off alerts" })).toBeVisible();

  // The unsubscribe link from the mail: opening it changes nothing; the button turns the alerts off.
  const link = /(https?:\/\/\S+\/unsubscribe\?token=\S+?)(?:\s|$)/.exec(mail.text)?.[1];
  expect(link).toBeTruthy();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByRole("heading", { level: 1, name: "Turn off alerts" })).toBeVisible();
  await expect(page.getByText(`Paid remote internships ${word}`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Turn off alerts" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Alerts for" })).toHaveText(
    `Alerts for “Paid remote internships ${word}” are off`,
  );
  await page.getByRole("link", { name: "Manage saved searches" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/dashboard/saved-searches");
  const item = page.getByRole("listitem").filter({ hasText: `Paid remote internships ${word}` });
  await expect(item.getByRole("combobox", { name: "Email me" })).toHaveValue("off");
  await expect(item).toContainText("Last sent:");
  await expect(item).not.toContainText("Never");

  // The one-click address of the header answers 200 too (RFC 8058), with no session.
  const mailClient = await context();
  expect((await mailClient.post(oneClick!, { form: { "List-Unsubscribe": "One-Click" } })).status()).toBe(
    200,
  );
  await mailClient.dispose();

  // The dashboard: rename it, then delete it (after a confirmation); the empty state says how to save one.
  await expectNoAxeViolations(page);
  await item.getByRole("button", { name: `Rename Paid remote internships ${word}` }).click();
  await page.getByRole("textbox", { name: "New name" }).fill(`Stipend internships ${word}`);
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByRole("heading", { level: 3, name: `Stipend internships ${word}` })).toBeVisible();
  await page.getByRole("button", { name: `Delete Stipend internships ${word}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete saved search" }).click();
  await expect(page.getByRole("heading", { name: "No Saved Searches Yet" })).toBeVisible();
});

test("saving a search already saved says so and leads to its frequency; its card names it once", async ({
  page,
}) => {
  await registerViaApi(page.request);
  const word = `dupsearch${unique()}`;
  // A search whose words make its default name: the card must not say them twice.
  const name = `All freelance gigs, matching “${word}”`;
  const save = `/dashboard/saved-searches/new?list=/gigs&q=${word}`;

  await page.goto(save);
  await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue(name);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved “" })).toContainText(`Saved “${name}”`);

  // The same search again: not saved twice; the way to change how often the saved one emails.
  await page.goto(save);
  await page.getByRole("combobox", { name: "Email me" }).selectOption("instant");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const already = page.getByRole("alert").filter({ hasText: "already saved" });
  await expect(already).toContainText(`You already saved this search as “${name}”.`);
  await already.getByRole("link", { name: "Change how often it emails you" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/dashboard/saved-searches");
  const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name }) });
  await expect(item).toHaveCount(1);
  const frequency = item.getByRole("combobox", { name: "Email me" });
  await expect(frequency).toBeFocused();
  await expect(frequency).toHaveValue("daily");

  // The card says the name once (it is the search in words, so those are not repeated under it).
  const text = await item.innerText();
  expect(text.split(name).length - 1).toBe(1);
  await expect(item.getByRole("link", { name })).toHaveAttribute("href", `/gigs?q=${word}`);
});
