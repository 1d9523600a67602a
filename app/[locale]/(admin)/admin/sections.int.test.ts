// The back office's section pages read their data and hand it to the panels as props; the old one-page addresses
// send to them. Run against the database, as an admin (the session cookie as next/headers would give it).
import { getURLFromRedirectError } from "next/dist/client/components/redirect";
import { isRedirectError } from "next/dist/client/components/redirect-error";
import { isHTTPAccessFallbackError } from "next/dist/client/components/http-access-fallback/http-access-fallback";
import type { ReactElement } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import AuditPage from "@/app/[locale]/(admin)/admin/(sections)/audit/page";
import CoinsPage from "@/app/[locale]/(admin)/admin/(sections)/coins/page";
import ConsultationsPage from "@/app/[locale]/(admin)/admin/(sections)/consultations/page";
import CoursesPage from "@/app/[locale]/(admin)/admin/(sections)/courses/page";
import DashboardPage from "@/app/[locale]/(admin)/admin/dashboard/page";
import DocsPage from "@/app/[locale]/(admin)/admin/(sections)/docs/page";
import LeadsPage from "@/app/[locale]/(admin)/admin/(sections)/leads/page";
import ListingsPage from "@/app/[locale]/(admin)/admin/(sections)/listings/page";
import MemberPage from "@/app/[locale]/(admin)/admin/(sections)/members/[id]/page";
import MembersPage from "@/app/[locale]/(admin)/admin/(sections)/members/page";
import OverviewPage from "@/app/[locale]/(admin)/admin/(sections)/overview/page";
import { SESSION_COOKIE } from "@/lib/auth/cookie";
import { createTestUser, sessionCookieFor, type TestUser } from "@/tests/accounts";

let cookieValue = "";
vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) =>
      name === SESSION_COOKIE && cookieValue ? { name, value: cookieValue } : undefined,
  }),
}));

let admin: TestUser;
beforeAll(async () => {
  admin = await createTestUser({ role: "Admin" });
  cookieValue = (await sessionCookieFor(admin)).slice(SESSION_COOKIE.length + 1);
});

const search = (params: Record<string, string> = {}) => ({ searchParams: Promise.resolve(params) });
type Props = Record<string, unknown>;
const propsOf = async (page: Promise<unknown>) => (((await page) as ReactElement).props ?? {}) as Props;

/** Where the page redirected to (it always does). */
const redirectOf = (page: Promise<unknown>) =>
  page.then(
    () => null,
    (error: unknown) => (isRedirectError(error) ? getURLFromRedirectError(error) : Promise.reject(error)),
  );

describe("the section pages pass their data as props", () => {
  it("reads each section's search params", async () => {
    const listings = await propsOf(
      ListingsPage(search({ type: "gig", status: "all", q: "rust", page: "x" })),
    );
    expect(listings.query).toMatchObject({ type: "gig", status: "all", search: "rust", page: 1 });
    expect(listings).toMatchObject({ currentPage: 1, listings: expect.any(Array) });
    expect((await propsOf(ListingsPage(search({ type: "nope" })))).query).toMatchObject({ type: "event" });

    expect(await propsOf(ConsultationsPage(search({ status: "accepted" })))).toMatchObject({
      status: "accepted",
      consultations: expect.any(Array),
    });
    expect((await propsOf(ConsultationsPage(search({ status: "nope" })))).status).toBeUndefined();
    expect(await propsOf(LeadsPage(search({ kind: "waitlist", course: "c1", page: "2" })))).toMatchObject({
      kind: "waitlist",
      course: "c1",
      currentPage: 2,
      courses: expect.any(Array),
    });
    expect(await propsOf(AuditPage(search({ action: "listing." })))).toMatchObject({
      action: "listing.",
      entries: expect.any(Array),
    });
    expect(await propsOf(MembersPage(search({ q: admin.email })))).toMatchObject({
      search: admin.email,
      selfId: admin.id,
      total: 1,
    });
  });

  it("reads the sections without params", async () => {
    expect(await propsOf(OverviewPage())).toMatchObject({
      overview: expect.objectContaining({ pending: expect.any(Object) }),
      undelivered: expect.objectContaining({ total: expect.any(Number) }),
      failedJobs: expect.objectContaining({ total: expect.any(Number), jobs: expect.any(Array) }),
    });
    expect(await propsOf(CoinsPage())).toMatchObject({
      settings: expect.any(Object),
      recent: expect.any(Array),
    });
    expect((await propsOf(CoursesPage())).courses).toEqual(expect.any(Array));
    expect((await propsOf(DocsPage())).items).toEqual(expect.any(Array));
  });

  it("shows one member with the way back to the list as it was, and 404 for an unknown one", async () => {
    const page = (id: string, params: Record<string, string>) =>
      MemberPage({ params: Promise.resolve({ id }), ...search(params) });
    const props = await propsOf(page(admin.id, { q: "ann", page: "2" }));
    expect(props).toMatchObject({ back: "/admin/members?q=ann&page=2", selfId: admin.id });
    expect((props.member as { email: string }).email).toBe(admin.email);
    expect((await propsOf(page(admin.id, {}))).back).toBe("/admin/members");
    const missing = await page("no-such-member", {}).catch((error: unknown) => error);
    expect(isHTTPAccessFallbackError(missing)).toBe(true);
  });
});

describe("the old one-page addresses", () => {
  it("send /admin/dashboard?tab=X&… to /admin/X?…", async () => {
    expect(await redirectOf(DashboardPage(search()))).toBe("/admin/overview");
    expect(await redirectOf(DashboardPage(search({ tab: "leads", kind: "demo" })))).toBe(
      "/admin/leads?kind=demo",
    );
    expect(await redirectOf(DashboardPage(search({ tab: "members", member: admin.id, q: "a" })))).toBe(
      `/admin/members/${admin.id}?q=a`,
    );
  });
});
