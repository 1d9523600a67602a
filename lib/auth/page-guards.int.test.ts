// The pages guard themselves: with proxy.ts out of the way, the real layouts and pages send a guest to
// /login?returnUrl=… and a member away from /admin*, by the session and role in the database.
import { getURLFromRedirectError } from "next/dist/client/components/redirect";
import { isRedirectError } from "next/dist/client/components/redirect-error";
import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import AdminLayout from "@/app/[locale]/(admin)/admin/layout";
import AdminDashboardPage from "@/app/[locale]/(admin)/admin/dashboard/page";
import AdminMembersPage from "@/app/[locale]/(admin)/admin/(sections)/members/page";
import AdminPage from "@/app/[locale]/(admin)/admin/page";
import DashboardCoinsPage from "@/app/[locale]/(member)/dashboard/(sections)/coins/page";
import DashboardLayout from "@/app/[locale]/(member)/dashboard/(sections)/layout";
import DashboardPage from "@/app/[locale]/(member)/dashboard/page";
import EventPage from "@/app/[locale]/(member)/event/[id]/page";
import SubmitListingPage from "@/app/[locale]/(member)/submit-listing/page";
import { SESSION_COOKIE } from "@/lib/auth/cookie";
import { db } from "@/lib/db";
import { proxy } from "@/proxy";
import { createTestUser, sessionCookieFor } from "@/tests/accounts";

// The request's cookies, as next/headers would give them to a server component.
let cookieHeader = "";
vi.mock("next/headers", () => ({
  cookies: async () => {
    const value = cookieHeader.startsWith(`${SESSION_COOKIE}=`)
      ? cookieHeader.slice(SESSION_COOKIE.length + 1)
      : undefined;
    return { get: (name: string) => (name === SESSION_COOKIE && value ? { name, value } : undefined) };
  },
}));

// connection() only marks a page as rendered per request; outside Next's request scope it would throw.
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/server")>()),
  connection: async () => {},
}));

beforeEach(() => {
  cookieHeader = "";
});

/** Where the rendering redirected to, or null when it rendered. */
async function redirectOf(render: () => Promise<unknown>): Promise<string | null> {
  try {
    await render();
    return null;
  } catch (error) {
    if (isRedirectError(error)) return getURLFromRedirectError(error);
    throw error;
  }
}

const children = "protected content";
const noSearch = () => Promise.resolve({});

const screens = {
  dashboardCoins: () => DashboardCoinsPage({ searchParams: Promise.resolve({ view: "history", page: "2" }) }),
  dashboardPage: () => DashboardPage({ searchParams: noSearch() }),
  submitListing: () => SubmitListingPage({ searchParams: Promise.resolve({ type: "job" }) }),
  event: () => EventPage({ params: Promise.resolve({ id: "some-event" }) }),
  adminLayout: () => AdminLayout({ children }),
  adminPage: () => AdminPage({ searchParams: noSearch() }),
  adminDashboardPage: () => AdminDashboardPage({ searchParams: noSearch() }),
  adminMembersPage: () => AdminMembersPage({ searchParams: noSearch() }),
};

describe("page guards without proxy.ts", () => {
  it("send a guest to /login with the page as returnUrl", async () => {
    expect(await redirectOf(screens.dashboardCoins)).toBe(
      "/login?returnUrl=%2Fdashboard%2Fcoins%3Fview%3Dhistory%26page%3D2",
    );
    expect(await redirectOf(screens.dashboardPage)).toBe("/login?returnUrl=%2Fdashboard");
    expect(await redirectOf(screens.submitListing)).toBe("/login?returnUrl=%2Fsubmit-listing%3Ftype%3Djob");
    expect(await redirectOf(screens.event)).toBe("/login?returnUrl=%2Fevent%2Fsome-event");
    expect(await redirectOf(screens.adminLayout)).toBe("/login?returnUrl=%2Fadmin%2Fdashboard");
    expect(await redirectOf(screens.adminPage)).toBe("/login?returnUrl=%2Fadmin");
    expect(await redirectOf(screens.adminDashboardPage)).toBe("/login?returnUrl=%2Fadmin%2Fdashboard");
    expect(await redirectOf(screens.adminMembersPage)).toBe("/login?returnUrl=%2Fadmin%2Fmembers");
  });

  it("treat a forged cookie as a guest", async () => {
    cookieHeader = `${SESSION_COOKIE}=forged`;
    expect(await redirectOf(screens.dashboardPage)).toBe("/login?returnUrl=%2Fdashboard");
    // A guest gets the sections' layout without the member's frame; the page itself redirects.
    expect(await DashboardLayout({ children })).toBe(children);
    expect(await redirectOf(screens.adminLayout)).toBe("/login?returnUrl=%2Fadmin%2Fdashboard");
  });

  it("let a member into member pages and send them from the admin screens to /login", async () => {
    cookieHeader = await sessionCookieFor(await createTestUser());
    expect(await redirectOf(screens.dashboardCoins)).toBeNull();
    // A member without activity lands on My Coins.
    expect(await redirectOf(screens.dashboardPage)).toBe("/dashboard/coins");
    expect(await redirectOf(screens.adminLayout)).toBe("/login");
    expect(await redirectOf(screens.adminPage)).toBe("/login");
    expect(await redirectOf(screens.adminDashboardPage)).toBe("/login");
    expect(await redirectOf(screens.adminMembersPage)).toBe("/login");
  });

  it("let an admin into the admin screens", async () => {
    cookieHeader = await sessionCookieFor(await createTestUser({ role: "Admin" }));
    expect(await redirectOf(screens.adminLayout)).toBeNull();
    expect(await redirectOf(screens.adminMembersPage)).toBeNull();
    // The old one-page address sends to the first section.
    expect(await redirectOf(screens.adminDashboardPage)).toBe("/admin/overview");
  });
});

describe("a role change takes effect on the next request, with the cookie issued before it", () => {
  const viaProxy = (path: string) =>
    proxy(new NextRequest(`http://localhost${path}`, { headers: { cookie: cookieHeader } }));

  it("a member promoted to Admin reaches /admin/dashboard", async () => {
    const member = await createTestUser();
    cookieHeader = await sessionCookieFor(member);
    expect(await redirectOf(screens.adminLayout)).toBe("/login");

    await db.user.update({ where: { id: member.id }, data: { role: "Admin" } });
    // The proxy lets the request on (to app/[locale]'s English address): the layout decides.
    expect((await viaProxy("/admin/dashboard")).headers.get("x-middleware-rewrite")).toContain(
      "/en/admin/dashboard",
    );
    expect(await redirectOf(screens.adminLayout)).toBeNull();
    expect(await redirectOf(screens.adminMembersPage)).toBeNull();
  });

  it("an admin demoted to Member is refused the admin screens", async () => {
    const admin = await createTestUser({ role: "Admin" });
    cookieHeader = await sessionCookieFor(admin);
    expect(await redirectOf(screens.adminLayout)).toBeNull();

    await db.user.update({ where: { id: admin.id }, data: { role: "Member" } });
    expect(await redirectOf(screens.adminLayout)).toBe("/login");
    expect(await redirectOf(screens.adminMembersPage)).toBe("/login");
    expect(await redirectOf(screens.dashboardCoins)).toBeNull();
  });
});
