// At phone width (390 px) no dashboard or back-office tab scrolls sideways, even with a listing whose title is
// very long, and a section with nothing in it shows its empty state rather than a blank box.
import type { APIRequestContext, Page } from "@playwright/test";
import { registerAdmin } from "../admin";
import { isMobile, uniqueIp } from "../fixtures";
import { unique } from "../listings";
import { expect, newPerson, registerViaApi, test } from "./accounts";

// The tabs as lib/dashboard/sections.ts and lib/admin/sections.ts name them.
const dashboardTabs = [
  { value: "activity", label: "Activity" },
  { value: "coins", label: "My Coins" },
  { value: "listings", label: "My Listings" },
  { value: "applications", label: "My Applications" },
  { value: "bids", label: "My Bids" },
  { value: "consultations", label: "My Consultations" },
  { value: "tickets", label: "My Tickets" },
  { value: "notifications", label: "Notifications" },
  { value: "saved-searches", label: "Saved searches" },
  { value: "settings", label: "Account Settings" },
];
const adminTabs = [
  { value: "overview", label: "Overview" },
  { value: "listings", label: "Review Listings" },
  { value: "consultations", label: "Consultations" },
  { value: "schedule", label: "Schedule" },
  { value: "coins", label: "Coin Management" },
  { value: "courses", label: "Add Courses" },
  { value: "docs", label: "Add Documentation" },
  { value: "leads", label: "Leads" },
  { value: "members", label: "Members" },
  { value: "audit", label: "Audit Log" },
];

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A title of about 120 characters: a word of about 100 (no place to wrap), then ordinary words. */
const longTitle = (id: string) =>
  `Supercalifragilistic-Decentralised-Autonomous-Organisation-Treasury-Dashboard-${id}-Rebuild for builders in India`;

/** Posts a gig (pending review) with a very long title on `request`'s session. */
async function postLongGig(request: APIRequestContext, title: string) {
  const res = await request.post("/api/gigs", {
    data: {
      title,
      company: "Overflow Labs",
      description: "A dashboard for a DAO treasury, with exports for accountants.",
      budget: 45000,
      duration: "3 weeks",
      location: "Remote",
      category: "Development",
      tags: "Next.js, TypeScript, Solidity, Dune, PostgreSQL, Tailwind CSS",
      deadline: inDays(20),
      contactEmail: "treasury@overflowlabs.example",
    },
  });
  expect(res.status()).toBe(201);
}

async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${where} is ${scrollWidth} px wide at ${innerWidth} px`).toBeLessThanOrEqual(
    innerWidth,
  );
}

/** Opens a tab by its URL and waits for it to be the selected one (My Coins also names its first inner tab). */
async function openTab(page: Page, url: string, tab: string) {
  await page.goto(url);
  await expect(page.getByRole("tab", { name: tab, exact: true, selected: true }).first()).toBeVisible();
}

test("no dashboard tab scrolls sideways at phone width, and empty sections show their empty state", async ({
  page,
}) => {
  test.skip(!isMobile(page), "sideways scrolling is a phone-width failure (390 px)");
  await registerViaApi(page.request);
  const title = longTitle(unique());
  await postLongGig(page.request, title);

  for (const tab of dashboardTabs) {
    await openTab(page, `/dashboard/${tab.value}`, tab.label);
    await expectNoSidewaysScroll(page, `Dashboard: ${tab.label}`);
  }
  for (const view of ["history", "referrals"]) {
    await openTab(page, `/dashboard/coins?view=${view}`, "My Coins");
    await expectNoSidewaysScroll(page, `Dashboard: coins ${view}`);
  }

  await openTab(page, "/dashboard/listings", "My Listings");
  await expect(page.getByRole("link", { name: title, exact: true })).toBeVisible();
  for (const empty of ["No job listings found", "No event listings found", "No startup listings found"]) {
    await expect(page.getByRole("heading", { name: empty })).toBeVisible();
  }
  await openTab(page, "/dashboard/activity", "Activity");
  await expect(page.getByText(title)).toBeVisible();
  await openTab(page, "/dashboard/applications", "My Applications");
  await expect(page.getByRole("heading", { name: "No Applications Yet" })).toBeVisible();
  await openTab(page, "/dashboard/bids", "My Bids");
  await expect(page.getByRole("heading", { name: "No Bids Yet" })).toBeVisible();
  await openTab(page, "/dashboard/consultations", "My Consultations");
  await expect(page.getByRole("heading", { name: "No Consultations Yet" })).toBeVisible();
  await openTab(page, "/dashboard/tickets", "My Tickets");
  await expect(page.getByRole("heading", { name: "No tickets yet" })).toBeVisible();
  await openTab(page, "/dashboard/notifications", "Notifications");
  await expect(page.getByRole("heading", { name: "No notifications yet" })).toBeVisible();
  await page.goto("/dashboard/coins?view=referrals");
  await expect(page.getByRole("heading", { name: "No referrals yet" })).toBeVisible();
});

test("no back-office tab scrolls sideways at phone width, with a very long listing in the queue", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.skip(!isMobile(page), "sideways scrolling is a phone-width failure (390 px)");
  const poster = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": uniqueIp() },
  });
  const person = await registerViaApi(poster, newPerson());
  const id = unique();
  const title = longTitle(id);
  await postLongGig(poster, title);
  await poster.dispose();
  await registerAdmin(playwright, baseURL, page.request);

  for (const tab of adminTabs) {
    await page.goto(`/admin/${tab.value}`);
    await expect(
      page
        .getByRole("navigation", { name: "Admin sections" })
        .getByRole("link", { name: tab.label, exact: true }),
    ).toHaveAttribute("aria-current", "page");
    await expectNoSidewaysScroll(page, `Admin: ${tab.label}`);
  }

  await page.goto(`/admin/listings?${new URLSearchParams({ type: "gig", q: id })}`);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expectNoSidewaysScroll(page, "Admin: the gig queue");

  await page.goto(`/admin/members?q=${person.username}`);
  await page.getByRole("link", { name: `${person.firstName} ${person.lastName}` }).click();
  await expect(
    page.getByRole("heading", { name: `${person.firstName} ${person.lastName}`, exact: true }),
  ).toBeVisible();
  await expect(page.getByText(title)).toBeVisible();
  await expect(page.getByRole("heading", { name: "No activity yet" })).toBeVisible();
  await expectNoSidewaysScroll(page, "Admin: one member");
});
