import type { APIRequestContext } from "@playwright/test";
import { expect, test, uniqueIp } from "../fixtures";
import { unique } from "../listings";
import { registerViaApi } from "../member/accounts";

/** Posts a job as `poster` and answers its id (pending until an admin approves it). */
async function postJob(poster: APIRequestContext, title: string, type: "Job" | "Internship") {
  const res = await poster.post("/api/jobs", {
    data: {
      title,
      type,
      company: "Provelabs",
      description: "You will write zero-knowledge circuits and their tests.",
      location: "Pune",
      jobType: "Full-time",
      applicationDeadline: "2027-06-30",
      contactEmail: "jobs@provelabs.example",
      contactPhone: "+91 98765 43210",
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { job: { id: string } }).job.id;
}

/** Approves the jobs with one admin login (again if a concurrent logout of the shared admin ended it). */
async function approveJobs(admin: APIRequestContext, ids: string[]) {
  await expect(async () => {
    const login = await admin.post("/api/auth/login", {
      data: { email: "admin@example.com", password: "Admin@12345" },
    });
    expect(login.status()).toBe(200);
    for (const id of ids) {
      const res = await admin.put(`/api/jobs/${id}`, { data: { status: "approved" } });
      // Approved by an earlier round: a second approval is refused, and the job stays approved.
      if (res.status() !== 200) expect((await admin.get(`/api/jobs/${id}`)).status()).toBe(200);
    }
  }).toPass();
}

test("the jobs type filter and a search combine, and stay together through pages, back and forward", async ({
  page,
  playwright,
  baseURL,
}) => {
  // Eleven internships (two pages of ten) and two full-time jobs share a word no other job has.
  const word = `zkcircuit${unique()}`;
  const context = () =>
    playwright.request.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": uniqueIp() } });
  const poster = await context();
  await registerViaApi(poster);
  const ids = [];
  for (let i = 1; i <= 11; i++) ids.push(await postJob(poster, `Circuit Intern ${word} ${i}`, "Internship"));
  for (const n of ["A", "B"]) ids.push(await postJob(poster, `Protocol Engineer ${word} ${n}`, "Job"));
  await poster.dispose();
  const admin = await context();
  await approveJobs(admin, ids);
  await admin.dispose();

  const cards = page.getByRole("article");
  const titles = () => cards.getByRole("heading", { level: 2 }).allInnerTexts();
  const roleType = page.getByRole("navigation", { name: "Role type" });
  const pages = page.getByRole("navigation", { name: "Pages" });
  const searchbox = page.getByRole("searchbox", { name: "Search jobs" });

  // The filter first, then the search: the search keeps the filter.
  await page.goto("/jobs");
  await roleType.getByRole("link", { name: "Internships" }).click();
  await expect(page).toHaveURL(/[?&]type=Internship/);
  await searchbox.fill(word);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get("q") === word);
  expect(new URL(page.url()).searchParams.get("type")).toBe("Internship");
  await expect(roleType.getByRole("link", { name: "Internships" })).toHaveAttribute("aria-current", "page");
  await expect(cards).toHaveCount(10);
  for (const title of await titles()) expect(title).toMatch(/^Circuit Intern /);

  // The next page keeps both.
  await pages.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get("page") === "2");
  const second = new URL(page.url()).searchParams;
  expect([second.get("q"), second.get("type")]).toEqual([word, "Internship"]);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Circuit Intern");
  await expect(searchbox).toHaveValue(word);

  // Back and forward return to the same views.
  await page.goBack();
  await expect(page).toHaveURL((url) => !url.searchParams.has("page") && url.searchParams.get("q") === word);
  expect(new URL(page.url()).searchParams.get("type")).toBe("Internship");
  await expect(cards).toHaveCount(10);
  await expect(searchbox).toHaveValue(word);
  await expect(roleType.getByRole("link", { name: "Internships" })).toHaveAttribute("aria-current", "page");
  await page.goForward();
  await expect(page).toHaveURL((url) => url.searchParams.get("page") === "2");
  await expect(cards).toHaveCount(1);

  // Another filter keeps the search (and starts at its first page).
  await roleType.getByRole("link", { name: "Jobs", exact: true }).click();
  await expect(page).toHaveURL(
    (url) => url.searchParams.get("type") === "Job" && !url.searchParams.has("page"),
  );
  expect(new URL(page.url()).searchParams.get("q")).toBe(word);
  expect((await titles()).sort()).toEqual([`Protocol Engineer ${word} A`, `Protocol Engineer ${word} B`]);

  // Clearing the search keeps the filter.
  await page.getByRole("link", { name: "Clear search" }).click();
  await expect(page).toHaveURL((url) => url.search === "?type=Job");
  await expect(roleType.getByRole("link", { name: "Jobs", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(searchbox).toHaveValue("");
});
