// The notification centre: each event writes exactly one notification, to the right member, with the right link,
// in the same transaction as its change (a failed change leaves none); the list, the unread count and marking read
// only ever touch the caller's own rows.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as listRoute } from "@/app/api/notifications/route";
import { POST as readRoute } from "@/app/api/notifications/read/route";
import { GET as countRoute } from "@/app/api/notifications/unread-count/route";
import { GET as openRoute } from "@/app/[locale]/(member)/dashboard/(sections)/notifications/[id]/route";
import { POST as readAllForm } from "@/app/[locale]/(member)/dashboard/(sections)/notifications/read/route";
import { postManualCoins } from "@/lib/admin/coins";
import { applyToJob, decideApplication } from "@/lib/applications/mutations";
import { rejectApplicants } from "@/lib/applications/pipeline";
import { decideBid, placeBid } from "@/lib/bids/mutations";
import { awardProfileCompletion } from "@/lib/coins/awards";
import { decideConsultation } from "@/lib/consultations/decisions";
import { cancelSlotBooking, declineSlotBooking } from "@/lib/consultations/slot-bookings";
import { db } from "@/lib/db";
import { moderateListing } from "@/lib/listings/moderation";
import { notifySavedSearchMatches } from "@/lib/notifications/write";
import { notificationKinds } from "@/lib/notifications/schema";
import { NotificationKind as DbKinds } from "@/lib/generated/prisma/enums";
import { apiRequest, createTestUser, routeContext, sessionCookieFor, type TestUser } from "@/tests/accounts";
import { approvedGigOf } from "@/tests/gigs";
import { clearListingLimits, postJobAs } from "@/tests/listings";

const fail = vi.hoisted(() => ({ audit: false }));

// A forced error inside the transaction, after the notification is written: the audit row fails.
vi.mock("@/lib/audit/log", async (original) => {
  const real = await original<typeof import("@/lib/audit/log")>();
  return {
    ...real,
    writeAudit: async (...args: Parameters<typeof real.writeAudit>) => {
      if (fail.audit) throw new Error("forced failure inside the transaction");
      return real.writeAudit(...args);
    },
  };
});

afterEach(() => {
  fail.audit = false;
});

type Member = TestUser & { cookie: string };

async function member(role: "Admin" | "Member" = "Member"): Promise<Member> {
  const user = await createTestUser({ role });
  return { ...user, cookie: await sessionCookieFor(user) };
}

const rowsOf = (userId: string) =>
  db.notification.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true, kind: true, title: true, body: true, href: true, readAt: true },
  });

let poster: Member;
let admin: Member;

beforeAll(async () => {
  [poster, admin] = await Promise.all([member(), member("Admin")]);
});

async function pendingJob(overrides: Record<string, unknown> = {}) {
  await clearListingLimits(poster.id);
  return postJobAs(poster.cookie, overrides);
}

async function approvedJob() {
  const job = await pendingJob();
  await moderateListing("job", job.id, admin, { approve: true });
  return job;
}

const application = {
  name: "Asha Rao",
  email: "asha@example.com",
  coverLetter: "I have shipped three dapps.",
};

describe("the database's kinds", () => {
  it("are the kinds the code writes", () => {
    expect(Object.values(DbKinds).sort()).toEqual([...notificationKinds].sort());
  });
});

describe("listing decisions", () => {
  it("approval: one notification to the poster, linking to the job, with the coins; none to the admin", async () => {
    const before = (await rowsOf(poster.id)).length;
    const job = await approvedJob();
    const rows = await rowsOf(poster.id);
    expect(rows.length).toBe(before + 1);
    expect(rows[0]).toMatchObject({ kind: "listing_approved", href: `/job/${job.id}`, readAt: null });
    expect(rows[0]!.title).toContain("approved");
    expect(await rowsOf(admin.id)).toEqual([]);
  });

  it("rejection: the reason in the body, linking to My Listings; a second decision (409) writes nothing", async () => {
    const job = await pendingJob();
    await moderateListing("job", job.id, admin, { approve: false, reason: "Add the salary range." });
    const [row] = await rowsOf(poster.id);
    expect(row).toMatchObject({
      kind: "listing_rejected",
      body: "Add the salary range.",
      href: "/dashboard/listings",
    });
    const count = (await rowsOf(poster.id)).length;
    await expect(moderateListing("job", job.id, admin, { approve: true })).rejects.toMatchObject({
      status: 409,
    });
    expect((await rowsOf(poster.id)).length).toBe(count);
  });

  it("a forced error inside the decision's transaction leaves neither the decision nor the notification", async () => {
    const job = await pendingJob();
    const count = (await rowsOf(poster.id)).length;
    fail.audit = true;
    await expect(moderateListing("job", job.id, admin, { approve: true })).rejects.toThrow(/forced/);
    expect((await rowsOf(poster.id)).length).toBe(count);
    expect((await db.job.findUniqueOrThrow({ where: { id: job.id }, select: { status: true } })).status).toBe(
      "pending",
    );
  });
});

describe("applications", () => {
  it("a new application notifies the poster (applicants page); a decision the applicant (My Applications)", async () => {
    const job = await approvedJob();
    const applicant = await member();
    const before = (await rowsOf(poster.id)).length;
    const created = await applyToJob(applicant, job.id, application, null);
    const posterRows = await rowsOf(poster.id);
    expect(posterRows.length).toBe(before + 1);
    expect(posterRows[0]).toMatchObject({
      kind: "application_received",
      href: `/dashboard/jobs/${job.id}/applications`,
    });
    expect(await rowsOf(applicant.id)).toEqual([]); // not told of their own action

    await decideApplication(poster, created.id, "accepted");
    const rows = await rowsOf(applicant.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "application_decided", href: "/dashboard/applications" });
    await expect(decideApplication(poster, created.id, "rejected")).rejects.toMatchObject({ status: 409 });
    expect(await rowsOf(applicant.id)).toHaveLength(1);
  });

  it("a bulk rejection notifies each applicant once, with the poster's message", async () => {
    const job = await approvedJob();
    const [a, b] = await Promise.all([member(), member()]);
    const ids = [
      (await applyToJob(a, job.id, application, null)).id,
      (await applyToJob(b, job.id, application, null)).id,
    ];
    await rejectApplicants(poster, job.id, { ids, message: "We hired internally." });
    for (const who of [a, b]) {
      const rows = await rowsOf(who.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ kind: "application_decided", body: "We hired internally." });
    }
  });
});

describe("bids", () => {
  it("a new bid notifies the poster; accepting one notifies every bidder whose bid changed", async () => {
    const gig = await approvedGigOf(poster.cookie, admin.cookie);
    const [a, b] = await Promise.all([member(), member()]);
    const before = (await rowsOf(poster.id)).length;
    const bidA = await placeBid(a, gig.id, { amount: 30000, durationDays: 10, message: "" });
    await placeBid(b, gig.id, { amount: 32000, durationDays: 12, message: "" });
    const posterRows = await rowsOf(poster.id);
    expect(posterRows.length).toBe(before + 2);
    expect(posterRows[0]).toMatchObject({ kind: "bid_received", href: `/dashboard/gigs/${gig.id}/bids` });

    await decideBid(poster, bidA.id, "accepted");
    const [rowA] = await rowsOf(a.id);
    const [rowB] = await rowsOf(b.id);
    expect(rowA).toMatchObject({ kind: "bid_decided", href: "/dashboard/bids" });
    expect(rowA!.title).toContain("accepted");
    expect(rowB).toMatchObject({ kind: "bid_decided" });
    expect(rowB!.title).toContain("not selected");
    expect(await rowsOf(a.id)).toHaveLength(1);
    expect(await rowsOf(b.id)).toHaveLength(1);
  });
});

describe("consultations", () => {
  const request = (userId: string, extra: Record<string, unknown> = {}) =>
    db.consultation.create({
      data: {
        userId,
        name: "Asha",
        email: "asha@example.com",
        mobile: "9876543210",
        topic: "Tokenomics",
        message: "Help",
        ...extra,
      },
      select: { id: true },
    });
  const later = (days: number) => new Date(Date.now() + days * 86_400_000);

  it("accepted, rescheduled and rejected each notify the member once; completed does not", async () => {
    const who = await member();
    const first = await request(who.id);
    await decideConsultation(admin, first.id, { status: "accepted", scheduledDate: later(3) });
    await decideConsultation(admin, first.id, { status: "accepted", scheduledDate: later(4) });
    const second = await request(who.id);
    await decideConsultation(admin, second.id, { status: "rejected", adminNotes: "Fully booked." });
    const kinds = (await rowsOf(who.id)).map((r) => r.kind).sort();
    expect(kinds).toEqual(["consultation_accepted", "consultation_rejected", "consultation_rescheduled"]);
    expect((await rowsOf(who.id)).every((r) => r.href === "/dashboard/consultations")).toBe(true);
    await expect(decideConsultation(admin, second.id, { status: "rejected" })).rejects.toMatchObject({
      status: 409,
    });
    expect(await rowsOf(who.id)).toHaveLength(3);
  });

  it("a forced error in the decision's transaction leaves no notification", async () => {
    const who = await member();
    const { id } = await request(who.id);
    fail.audit = true;
    await expect(decideConsultation(admin, id, { status: "rejected" })).rejects.toThrow(/forced/);
    expect(await rowsOf(who.id)).toEqual([]);
  });

  it("a booked slot declined or cancelled by an admin notifies the member; their own cancel does not", async () => {
    const who = await member();
    const slot = (days: number) => ({
      status: "accepted",
      scheduledDate: later(days),
      slotStart: later(days),
      slotMinutes: 30,
    });
    const declined = await request(who.id, slot(20));
    const cancelled = await request(who.id, slot(21));
    const own = await request(who.id, slot(22));
    await declineSlotBooking(admin, declined.id, "Travelling.", async () => {}, new Date());
    await cancelSlotBooking(admin, cancelled.id, new Date());
    await cancelSlotBooking(who, own.id, new Date());
    const kinds = (await rowsOf(who.id)).map((r) => r.kind).sort();
    expect(kinds).toEqual(["consultation_cancelled", "consultation_rejected"]);
  });
});

describe("coins", () => {
  it("an admin's manual credit notifies the member; a debit does not; a failed one writes nothing", async () => {
    const who = await member();
    await postManualCoins(admin, { email: who.email, amount: 25, type: "credit", reason: "Hackathon prize" });
    const rows = await rowsOf(who.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: "coins_credited",
      body: "Hackathon prize",
      href: "/dashboard/coins?view=history",
    });
    await postManualCoins(admin, { email: who.email, amount: 5, type: "debit", reason: "Correction" });
    fail.audit = true;
    await expect(
      postManualCoins(admin, { email: who.email, amount: 7, type: "credit", reason: "Again" }),
    ).rejects.toThrow(/forced/);
    expect(await rowsOf(who.id)).toHaveLength(1);
  });

  it("a completed referral notifies the referrer of the bonus, not the friend of their own award", async () => {
    const [referrer, friend] = await Promise.all([member(), member()]);
    await db.referral.create({ data: { referrerId: referrer.id, referredUserId: friend.id } });
    await db.user.update({ where: { id: friend.id }, data: { bio: "I build on Solana." } });
    await db.$transaction((tx) => awardProfileCompletion(tx, friend.id));
    const rows = await rowsOf(referrer.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "coins_credited", href: "/dashboard/coins?view=history" });
    expect(await rowsOf(friend.id)).toEqual([]);
  });
});

describe("saved search matches", () => {
  it("links to the list with the search's filters", async () => {
    const who = await member();
    await db.$transaction((tx) =>
      notifySavedSearchMatches(tx, {
        userId: who.id,
        name: "Remote internships",
        matches: 3,
        list: "jobs",
        params: { type: "internship", mode: "remote" },
      }),
    );
    const [row] = await rowsOf(who.id);
    expect(row).toMatchObject({
      kind: "saved_search_matches",
      body: "3 new listings",
      href: "/jobs?type=internship&mode=remote",
    });
  });
});

describe("the API", () => {
  async function seeded(count: number) {
    const who = await member();
    const base = Date.UTC(2026, 0, 1);
    await db.notification.createMany({
      data: Array.from({ length: count }, (_, i) => ({
        userId: who.id,
        kind: "coins_credited" as const,
        title: `Number ${i}`,
        href: "/dashboard/coins",
        createdAt: new Date(base + i * 60_000),
      })),
    });
    return who;
  }
  const get = (path: string, cookie?: string) => apiRequest("GET", path, { cookie });
  const markRead = (body: unknown, cookie?: string) =>
    readRoute(apiRequest("POST", "/api/notifications/read", { body, cookie }), routeContext);

  it("refuses guests with 401 in the one error shape", async () => {
    for (const res of [
      await listRoute(get("/api/notifications"), routeContext),
      await countRoute(get("/api/notifications/unread-count"), routeContext),
      await markRead({ all: true }),
    ]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ success: false, code: "unauthorized" });
    }
  });

  it("pages newest first, 20 a page, with the total and the unread count", async () => {
    const who = await seeded(23);
    const first = await (await listRoute(get("/api/notifications", who.cookie), routeContext)).json();
    expect(first).toMatchObject({ success: true, total: 23, totalPages: 2, currentPage: 1, unread: 23 });
    expect(first.notifications).toHaveLength(20);
    expect(first.notifications[0]).toMatchObject({
      title: "Number 22",
      read: false,
      href: "/dashboard/coins",
    });
    expect(first.notifications[19].title).toBe("Number 3");
    const second = await (await listRoute(get("/api/notifications?page=2", who.cookie), routeContext)).json();
    expect(second.notifications.map((n: { title: string }) => n.title)).toEqual([
      "Number 2",
      "Number 1",
      "Number 0",
    ]);
    expect(Object.keys(first.notifications[0]).sort()).toEqual(
      ["body", "createdAt", "href", "id", "kind", "read", "title"].sort(),
    );
  });

  it("counts unread cheaply and privately; marks one, then all, read: only the caller's", async () => {
    const who = await seeded(3);
    const other = await seeded(2);
    const count = await countRoute(get("/api/notifications/unread-count", who.cookie), routeContext);
    expect(count.headers.get("cache-control")).toBe("no-store");
    expect(await count.json()).toEqual({ success: true, unread: 3, threads: 0 });

    const [mine] = await rowsOf(who.id);
    const [theirs] = await rowsOf(other.id);
    const one = await markRead({ ids: [mine!.id, theirs!.id] }, who.cookie);
    expect(one.status).toBe(200);
    expect(await one.json()).toEqual({ success: true, unread: 2 });
    expect((await rowsOf(other.id)).every((r) => r.readAt === null)).toBe(true);

    expect(await (await markRead({ all: true }, who.cookie)).json()).toEqual({ success: true, unread: 0 });
    expect((await rowsOf(other.id)).filter((r) => r.readAt === null)).toHaveLength(2);
    const list = await (await listRoute(get("/api/notifications", other.cookie), routeContext)).json();
    expect(list.notifications.map((n: { id: string }) => n.id)).not.toContain(mine!.id);
  });

  it("counts unread from the partial index, and pages from the (userId, createdAt, id) index", async () => {
    const who = await seeded(3);
    const plans = await db.$transaction(async (tx) => {
      // A few rows: the planner would read the table; these say which index it can use.
      await tx.$executeRaw`SET LOCAL enable_seqscan = off`;
      await tx.$executeRaw`SET LOCAL enable_bitmapscan = off`;
      const plan = async (query: Promise<{ "QUERY PLAN": string }[]>) =>
        (await query).map((r) => r["QUERY PLAN"]).join("\n");
      return Promise.all([
        plan(
          tx.$queryRaw`EXPLAIN SELECT COUNT(*) FROM "Notification" WHERE "userId" = ${who.id} AND "readAt" IS NULL`,
        ),
        plan(tx.$queryRaw`EXPLAIN SELECT "id" FROM "Notification" WHERE "userId" = ${who.id}
                          ORDER BY "createdAt" DESC, "id" DESC LIMIT 20`),
      ]);
    });
    expect(plans[0]).toContain("Notification_unread_idx");
    expect(plans[1]).toContain("Notification_userId_createdAt_id_idx");
    expect(plans[1]).not.toContain("Sort");
  });

  it.each([
    [{}],
    [{ ids: [] }],
    [{ all: false }],
    [{ ids: ["x"], all: true }],
    [{ ids: "x" }],
    [{ all: true, extra: 1 }],
  ])("answers odd input %j with 400 in the one error shape", async (body) => {
    const who = await member();
    const res = await markRead(body, who.cookie);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, code: "validation_failed" });
  });

  it("opening one marks it read and redirects to its page; another member's id goes to the list", async () => {
    const who = await seeded(1);
    const other = await member();
    const [row] = await rowsOf(who.id);
    const open = (cookie?: string) =>
      openRoute(get(`/dashboard/notifications/${row!.id}`, cookie), {
        params: Promise.resolve({ id: row!.id }),
      });
    const guest = await open();
    expect(guest.headers.get("location")).toContain("/login");
    const foreign = await open(other.cookie);
    expect(new URL(foreign.headers.get("location")!).pathname).toBe("/dashboard/notifications");
    expect((await rowsOf(who.id))[0]!.readAt).toBeNull();
    const mine = await open(who.cookie);
    expect(mine.status).toBe(303);
    expect(new URL(mine.headers.get("location")!).pathname).toBe("/dashboard/coins");
    expect((await rowsOf(who.id))[0]!.readAt).not.toBeNull();
  });

  it("the list's Mark all read form marks the caller's all read and returns to the list", async () => {
    const who = await seeded(2);
    const res = await readAllForm(
      apiRequest("POST", "/dashboard/notifications/read", {
        cookie: who.cookie,
        headers: { origin: "http://localhost" },
      }),
    );
    expect(res.status).toBe(303);
    expect((await rowsOf(who.id)).every((r) => r.readAt !== null)).toBe(true);
    const crossSite = await readAllForm(
      apiRequest("POST", "/dashboard/notifications/read", {
        cookie: who.cookie,
        headers: { origin: "https://evil.example" },
      }),
    );
    expect(crossSite.status).toBe(403);
  });
});
