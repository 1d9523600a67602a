// Members in the back office: search, promote and demote (never yourself, never the last admin), suspend (the
// member's cookie stops working at once and login is refused), each audited.
import { describe, expect, it } from "vitest";
import { GET as getMember, PUT as putMember } from "@/app/api/admin/members/[id]/route";
import { GET as members } from "@/app/api/admin/members/route";
import { GET as status } from "@/app/api/auth/status/route";
import { POST as login } from "@/app/api/auth/login/route";
import { postManualCoins } from "@/lib/admin/coins";
import { changeMember } from "@/lib/admin/members";
import { placeBid } from "@/lib/bids/mutations";
import { db } from "@/lib/db";
import { apiRequest, createTestUser, routeContext, sessionCookieFor, TEST_PASSWORD } from "@/tests/accounts";
import { approvedGigOf, postGigAs } from "@/tests/gigs";
import { ctx, postJobAs } from "@/tests/listings";

const put = (cookie: string | undefined, id: string, body: unknown) =>
  putMember(apiRequest("PUT", `/api/admin/members/${id}`, { body, cookie }), ctx(id));

describe("members", () => {
  it("guests 401, members 403; admins search by name, email or username", async () => {
    const admin = await createTestUser({ role: "Admin" });
    const adminCookie = await sessionCookieFor(admin);
    const someone = await createTestUser();
    const memberCookie = await sessionCookieFor(someone);
    expect((await members(apiRequest("GET", "/api/admin/members"), routeContext)).status).toBe(401);
    expect(
      (await members(apiRequest("GET", "/api/admin/members", { cookie: memberCookie }), routeContext)).status,
    ).toBe(403);
    const res = await members(
      apiRequest("GET", `/api/admin/members?search=${someone.email.toUpperCase()}`, { cookie: adminCookie }),
      routeContext,
    );
    const body = await res.json();
    expect(body.members).toEqual([
      expect.objectContaining({ id: someone.id, role: "Member", suspended: false }),
    ]);
    expect(JSON.stringify(body)).not.toContain("passwordHash");
    expect((await put(memberCookie, admin.id, { role: "Member" })).status).toBe(403);
  });

  it("promotes and demotes with an audit row; never yourself", async () => {
    const admin = await createTestUser({ role: "Admin" });
    const adminCookie = await sessionCookieFor(admin);
    const someone = await createTestUser();
    expect((await put(adminCookie, someone.id, { role: "Admin" })).status).toBe(200);
    expect((await db.user.findUniqueOrThrow({ where: { id: someone.id } })).role).toBe("Admin");
    expect((await put(adminCookie, someone.id, { role: "Member" })).status).toBe(200);
    expect((await put(adminCookie, admin.id, { role: "Member" })).status).toBe(403);
    expect((await put(adminCookie, someone.id, {})).status).toBe(400);
    const actions = await db.auditLog.findMany({
      where: { targetId: someone.id },
      orderBy: { createdAt: "asc" },
    });
    expect(actions.map((a) => a.action)).toEqual(["member.promote", "member.demote"]);
  });

  it("never demotes or suspends the last admin", async () => {
    // Only inside a transaction that demotes every other admin first, so the rest of the suite keeps its admins.
    const [a, b] = [await createTestUser({ role: "Admin" }), await createTestUser({ role: "Admin" })];
    const others = await db.user.findMany({
      where: { role: "Admin", id: { notIn: [a.id, b.id] } },
      select: { id: true },
    });
    await db.user.updateMany({ where: { id: { in: others.map((o) => o.id) } }, data: { role: "Member" } });
    try {
      await changeMember(a, b.id, { role: "Member" });
      // a is the last admin now: neither a demotion nor a suspension may take that away.
      for (const change of [{ role: "Member" as const }, { suspended: true }]) {
        await expect(changeMember(b, a.id, change)).rejects.toMatchObject({
          code: "conflict",
          message: "The last admin cannot be demoted or suspended.",
        });
      }
      // Two admins demoting each other at once: one wins, one admin remains.
      await db.user.update({ where: { id: b.id }, data: { role: "Admin" } });
      const race = await Promise.allSettled([
        changeMember(a, b.id, { role: "Member" }),
        changeMember(b, a.id, { role: "Member" }),
      ]);
      expect(race.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      expect(
        await db.user.count({ where: { role: "Admin", suspendedAt: null, id: { in: [a.id, b.id] } } }),
      ).toBe(1);
    } finally {
      await db.user.updateMany({ where: { id: { in: others.map((o) => o.id) } }, data: { role: "Admin" } });
    }
  });

  it("a suspended member's cookie stops working at once and their login is refused; restoring lets them in", async () => {
    const admin = await createTestUser({ role: "Admin" });
    const adminCookie = await sessionCookieFor(admin);
    const someone = await createTestUser();
    const cookie = await sessionCookieFor(someone);
    const who = async () =>
      (await (await status(apiRequest("GET", "/api/auth/status", { cookie }), routeContext)).json())
        .isAuthenticated;
    expect(await who()).toBe(true);
    expect((await put(adminCookie, someone.id, { suspended: true })).status).toBe(200);
    expect(await who()).toBe(false);
    const refused = await login(
      apiRequest("POST", "/api/auth/login", { body: { email: someone.email, password: TEST_PASSWORD } }),
      routeContext,
    );
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toMatch(/suspended/);
    expect((await put(adminCookie, someone.id, { suspended: false })).status).toBe(200);
    const ok = await login(
      apiRequest("POST", "/api/auth/login", { body: { email: someone.email, password: TEST_PASSWORD } }),
      routeContext,
    );
    expect(ok.status).toBe(200);
  });

  it("an admin sees one member's listings, coins and activity; guests 401, members 403, unknown ids 404", async () => {
    const admin = await createTestUser({ role: "Admin" });
    const adminCookie = await sessionCookieFor(admin);
    const poster = await createTestUser();
    const posterCookie = await sessionCookieFor(poster);
    const someone = await createTestUser();
    const cookie = await sessionCookieFor(someone);
    const job = await postJobAs(cookie, { title: "Detail view job" });
    const pendingGig = await postGigAs(cookie, { title: "Detail view gig" });
    const gig = await approvedGigOf(posterCookie, adminCookie, { title: "Gig someone bids on" });
    await placeBid({ id: someone.id, role: "Member" }, gig.id, {
      amount: 4000,
      durationDays: 5,
      message: "",
    });
    await postManualCoins(admin, {
      email: someone.email,
      amount: 30,
      type: "credit",
      reason: "Meetup host",
    });
    const get = (c: string | undefined, id = someone.id) =>
      getMember(apiRequest("GET", `/api/admin/members/${id}`, { cookie: c }), ctx(id));
    expect((await get(undefined)).status).toBe(401);
    expect((await get(cookie)).status).toBe(403);
    expect((await get(adminCookie, "c0000000000000000000000000")).status).toBe(404);
    const res = await get(adminCookie);
    expect(res.status).toBe(200);
    const { member } = await res.json();
    expect(member).toMatchObject({
      id: someone.id,
      email: someone.email,
      coins: 30,
      suspended: false,
      totals: { listings: 2, activity: 1 },
    });
    expect(member.listings).toEqual([
      expect.objectContaining({ key: `gig:${pendingGig.id}`, title: "Detail view gig", status: "pending" }),
      expect.objectContaining({ key: `job:${job.id}`, title: "Detail view job", status: "pending" }),
    ]);
    expect(member.transactions).toEqual([
      expect.objectContaining({
        type: "credit",
        amount: 30,
        reason: "manual_credit",
        description: "Meetup host",
      }),
    ]);
    expect(member.activity).toEqual([
      expect.objectContaining({ kind: "bid", title: "Gig someone bids on", status: "pending" }),
    ]);
    expect(JSON.stringify(member)).not.toMatch(/passwordHash|sessionVersion|mobileNumber/);
  });
});
