// The back office's calls: guests 401, members 403, admins served; bulk moderation with one audit row per
// listing decided (races: moderation-races.int.test.ts). Coins and consultations: admin-coins-consultations.int.test.ts.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as audit } from "@/app/api/admin/audit/route";
import { GET as getSettings } from "@/app/api/admin/coin-settings/route";
import { GET as manualList, POST as manualCoins } from "@/app/api/admin/coins/route";
import { GET as consultations } from "@/app/api/admin/consultations/route";
import { GET as undeliveredMail } from "@/app/api/admin/mail/route";
import { POST as bulk } from "@/app/api/admin/listings/bulk/route";
import { GET as listings } from "@/app/api/admin/listings/route";
import { GET as overview } from "@/app/api/admin/overview/route";
import { db } from "@/lib/db";
import { apiRequest, latestMailTo, routeContext } from "@/tests/accounts";
import { clearListingLimits, listingCast, postJobAs } from "@/tests/listings";

let cast: Awaited<ReturnType<typeof listingCast>>;

beforeAll(async () => {
  cast = await listingCast();
});

type Handler = (req: ReturnType<typeof apiRequest>, c: typeof routeContext) => Promise<Response>;

const calls: [string, Handler, string, string, unknown?][] = [
  ["GET /api/admin/overview", overview as Handler, "GET", "/api/admin/overview"],
  ["GET /api/admin/listings", listings as Handler, "GET", "/api/admin/listings?type=job&status=all"],
  ["GET /api/admin/consultations", consultations as Handler, "GET", "/api/admin/consultations"],
  ["GET /api/admin/coin-settings", getSettings as Handler, "GET", "/api/admin/coin-settings"],
  ["GET /api/admin/coins", manualList as Handler, "GET", "/api/admin/coins"],
  ["GET /api/admin/audit", audit as Handler, "GET", "/api/admin/audit"],
  ["GET /api/admin/mail", undeliveredMail as Handler, "GET", "/api/admin/mail"],
];

describe("who may call", () => {
  it.each(calls)("%s: guest 401, member 403, admin 200", async (_name, handler, method, url) => {
    expect((await handler(apiRequest(method, url), routeContext)).status).toBe(401);
    expect((await handler(apiRequest(method, url, { cookie: cast.otherCookie }), routeContext)).status).toBe(
      403,
    );
    expect((await handler(apiRequest(method, url, { cookie: cast.adminCookie }), routeContext)).status).toBe(
      200,
    );
  });

  it("refuses members on every write, changing nothing", async () => {
    const before = await db.auditLog.count();
    const body = { type: "job", ids: ["seed-job-x00000"], action: "approve" };
    expect(
      (
        await bulk(
          apiRequest("POST", "/api/admin/listings/bulk", { body, cookie: cast.otherCookie }),
          routeContext,
        )
      ).status,
    ).toBe(403);
    const coins = { email: cast.other.email, amount: 500, type: "credit", reason: "Because" };
    expect(
      (
        await manualCoins(
          apiRequest("POST", "/api/admin/coins", { body: coins, cookie: cast.otherCookie }),
          routeContext,
        )
      ).status,
    ).toBe(403);
    expect(
      (await manualCoins(apiRequest("POST", "/api/admin/coins", { body: coins }), routeContext)).status,
    ).toBe(401);
    expect(await db.auditLog.count()).toBe(before);
  });
});

describe("Review Listings", () => {
  it("lists pending first with the poster, and approves several together, one audit row each", async () => {
    await clearListingLimits(cast.owner.id);
    const jobs = [
      await postJobAs(cast.ownerCookie),
      await postJobAs(cast.ownerCookie),
      await postJobAs(cast.ownerCookie),
    ];
    const res = await listings(
      apiRequest("GET", "/api/admin/listings?type=job&status=pending&limit=100", {
        cookie: cast.adminCookie,
      }),
      routeContext,
    );
    const body = await res.json();
    const mine = body.listings.filter((l: { id: string }) => jobs.some((j) => j.id === l.id));
    expect(mine).toHaveLength(3);
    expect(mine[0]).toMatchObject({
      status: "pending",
      poster: { email: cast.owner.email },
      href: `/job/${mine[0].id}`,
    });

    const approve = await bulk(
      apiRequest("POST", "/api/admin/listings/bulk", {
        body: { type: "job", ids: jobs.map((j) => j.id), action: "approve" },
        cookie: cast.adminCookie,
      }),
      routeContext,
    );
    expect(approve.status).toBe(200);
    expect((await approve.json()).count).toBe(3);
    expect(await db.job.count({ where: { id: { in: jobs.map((j) => j.id) }, status: "approved" } })).toBe(3);
    const rows = await db.auditLog.findMany({ where: { targetId: { in: jobs.map((j) => j.id) } } });
    expect(rows.map((r) => [r.action, r.actorEmail])).toEqual(
      Array(3).fill(["listing.approve", cast.admin.email]),
    );
    expect((await latestMailTo(cast.owner.email))?.subject).toMatch(/: approved$/);
  });

  it("decides the pending ones and reports one no longer pending as it is, changing nothing of it", async () => {
    await clearListingLimits(cast.owner.id);
    const [a, b] = [await postJobAs(cast.ownerCookie), await postJobAs(cast.ownerCookie)];
    const decided = await bulk(
      apiRequest("POST", "/api/admin/listings/bulk", {
        body: { type: "job", ids: [b.id], action: "approve" },
        cookie: cast.adminCookie,
      }),
      routeContext,
    );
    expect(decided.status).toBe(200);
    const auditBefore = await db.auditLog.count({ where: { targetId: b.id } });
    const res = await bulk(
      apiRequest("POST", "/api/admin/listings/bulk", {
        body: { type: "job", ids: [a.id, b.id], action: "reject", rejectionReason: "Duplicate" },
        cookie: cast.adminCookie,
      }),
      routeContext,
    );
    expect(res.status).toBe(200);
    expect((await res.json()).results).toEqual([
      { id: a.id, outcome: "rejected", status: "rejected" },
      { id: b.id, outcome: "unchanged", status: "approved" },
    ]);
    expect((await db.job.findUniqueOrThrow({ where: { id: b.id } })).status).toBe("approved");
    expect(await db.auditLog.count({ where: { targetId: b.id } })).toBe(auditBefore);
  });

  it.each([
    ["/api/admin/listings?type=jobs", "Type must be one of: event, job, startup, gig"],
    ["/api/admin/listings?type=event&status=live", "Status must be one of: pending, approved, rejected, all"],
  ])("%s answers 400 naming the values it takes", async (url, message) => {
    const res = await listings(apiRequest("GET", url, { cookie: cast.adminCookie }), routeContext);
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain(message);
  });

  it("the bulk call's message names the values it accepts", async () => {
    const res = await bulk(
      apiRequest("POST", "/api/admin/listings/bulk", {
        body: { type: "jobs", ids: ["seed-job-x00000"], action: "approve" },
        cookie: cast.adminCookie,
      }),
      routeContext,
    );
    expect(res.status).toBe(400);
    expect((await res.json()).errors.type).toBe("Type must be one of: event, job, startup, gig");
  });
});
