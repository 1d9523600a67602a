// The member side's reads rewritten for a million members (issue #44; bench/README.md "A million members") answer
// what they answered before on small data: each is compared with the query it replaced (kept here as the
// reference), on the rows the suite has made plus rows made for the cases that matter (createdAt ties, a search
// with a wildcard, a member with listings, applications and bids). Then the unread cap ("99+") and the Overview's
// 12-week chart: counted by the database as the old per-row loop counted, and kept a minute.
import { afterEach, describe, expect, it } from "vitest";
import { listLeads } from "@/lib/admin/leads";
import { listMembers } from "@/lib/admin/members";
import { forgetOverviewWeeks, getAdminOverview, WEEKS_TTL_MS } from "@/lib/admin/overview";
import { listForReview } from "@/lib/admin/review";
import { listAudit } from "@/lib/audit/log";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { forgetListTotals } from "@/lib/list-page";
import { escapeLike } from "@/lib/listings/search";
import { countUnread, listNotifications } from "@/lib/notifications/queries";
import { UNREAD_CAP, unreadText } from "@/lib/notifications/unread";
import { createTestUser, uniqueSuffix } from "@/tests/accounts";

afterEach(() => {
  forgetListTotals();
  forgetOverviewWeeks();
});

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The members list as it read before: Prisma's `contains` on four fields, `_count`, newest first. */
async function membersBefore(search: string | undefined, page: number, limit: number) {
  const text = search ? escapeLike(search.trim()) : "";
  const where: Prisma.UserWhereInput = text
    ? {
        OR: ["username", "email", "firstName", "lastName"].map((f) => ({
          [f]: { contains: text, mode: "insensitive" as const },
        })),
      }
    : {};
  const [total, rows] = await Promise.all([
    db.user.count({ where }),
    db.user.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      skip: (page - 1) * limit,
      take: limit,
      select: {
        id: true,
        _count: {
          select: { jobs: true, events: true, gigs: true, startups: true, applications: true, bids: true },
        },
      },
    }),
  ]);
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      listings: r._count.jobs + r._count.events + r._count.gigs + r._count.startups,
      applications: r._count.applications,
      bids: r._count.bids,
    })),
  };
}

describe("members list (ids from the (createdAt, id) index or the trigram index; counts per member)", () => {
  it("lists, pages and searches as the Prisma query it replaced did", async () => {
    const admin = await createTestUser({ role: "Admin" });
    const tag = uniqueSuffix();
    const at = new Date();
    // Three members joined in the same millisecond (the id breaks the tie), one with 100% in her name.
    const made = await Promise.all(
      ["Zoë", "Ravi", "Priya"].map((firstName, i) =>
        db.user.create({
          data: {
            username: `Scale_${tag}_${i}`,
            email: `scale.${tag}.${i}@example.com`,
            firstName,
            lastName: i === 2 ? `100%_${tag}` : `Kulkarni${tag}`,
            passwordHash: "x",
            dateOfBirth: new Date("2000-01-01"),
            countryCode: "+91",
            mobileNumber: "9000000000",
            referralCode: `SC${tag}${i}`,
            createdAt: at,
          },
          select: { id: true },
        }),
      ),
    );
    const poster = made[0]!.id;
    const job = await db.job.create({
      data: { title: "Scale test job", company: "C", description: "D", location: "Pune", postedById: poster },
    });
    await db.jobApplication.create({
      data: { jobId: job.id, userId: made[1]!.id, name: "R", email: "r@example.com", coverLetter: "Hi" },
    });
    const gig = await db.gig.create({
      data: {
        title: "Scale gig",
        company: "C",
        budget: "₹1",
        duration: "1 week",
        location: "Pune",
        category: "Other",
      },
    });
    await db.bid.create({ data: { gigId: gig.id, userId: made[1]!.id, amount: 100, durationDays: 3 } });

    for (const [search, page, limit] of [
      [undefined, 1, 25],
      [undefined, 2, 3],
      [`kulkarni${tag}`, 1, 25],
      [`SCALE_${tag}`, 1, 2],
      [`SCALE_${tag}`, 2, 2],
      [`100%_${tag}`, 1, 25],
      [`0%_`, 1, 25],
      ["   ", 1, 25],
      [`nobody-${tag}`, 1, 25],
    ] as const) {
      const before = await membersBefore(search, page, limit);
      const now = await listMembers(admin, { search, page, limit });
      expect(now.total).toBe(before.total);
      expect(now.totalCapped).toBe(false);
      expect(now.totalPages).toBe(Math.max(1, Math.ceil(before.total / limit)));
      expect(
        now.members.map((m) => ({
          id: m.id,
          listings: m.listings,
          applications: m.applications,
          bids: m.bids,
        })),
      ).toEqual(before.rows);
    }
    const found = await listMembers(admin, { search: `kulkarni${tag}`, page: 1, limit: 25 });
    expect(found.members.map((m) => m.id)).toEqual([made[0]!.id, made[1]!.id].sort());
    expect(found.members.find((m) => m.id === poster)?.listings).toBe(1);
    expect(found.members.find((m) => m.id === made[1]!.id)).toMatchObject({ applications: 1, bids: 1 });
  });
});

describe("audit log, leads and the review queue (ids first, totals counted up to a cap)", () => {
  it("answers the same pages and totals as the queries they replaced", async () => {
    const admin = await createTestUser({ role: "Admin" });
    const tag = uniqueSuffix();
    await db.auditLog.createMany({
      data: Array.from({ length: 7 }, (_, i) => ({
        actorId: admin.id,
        actorEmail: admin.email,
        action: i % 2 ? "listing.approve" : "coins.credit",
        targetType: i % 2 ? "job" : `scale-${tag}`,
        targetId: `t${i}`,
        summary: `Scale ${tag} ${i}`,
        createdAt: new Date(Date.now() - (i % 3) * 1000),
      })),
    });
    for (const query of [
      { page: 1, limit: 5 },
      { page: 2, limit: 5 },
      { page: 1, limit: 25, targetType: `scale-${tag}` },
      { page: 1, limit: 2, action: "listing." },
    ]) {
      const where: Prisma.AuditLogWhereInput = {
        ...(query.targetType ? { targetType: query.targetType } : {}),
        ...(query.action ? { action: { startsWith: query.action } } : {}),
      };
      const [total, rows] = await Promise.all([
        db.auditLog.count({ where }),
        db.auditLog.findMany({
          where,
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          skip: (query.page - 1) * query.limit,
          take: query.limit,
          select: { id: true },
        }),
      ]);
      const now = await listAudit(admin, query);
      expect(now.total).toBe(total);
      expect(now.entries.map((e) => e.id)).toEqual(rows.map((r) => r.id));
    }

    await db.lead.create({ data: { kind: "demo-booking", name: "L", email: "l@example.com", details: {} } });
    await db.contactMessage.create({
      data: { name: "C", email: "c@example.com", subject: "S", message: "M" },
    });
    for (const query of [
      { page: 1, limit: 3 },
      { page: 2, limit: 3 },
      { page: 1, limit: 25, kind: "demo" as const },
    ]) {
      const wants = (k: string) => !query.kind || query.kind === k;
      const total =
        (wants("contact") ? await db.contactMessage.count() : 0) +
        (wants("demo") ? await db.lead.count() : 0) +
        (wants("waitlist") ? await db.waitlistEntry.count() : 0);
      const now = await listLeads(admin, query);
      expect(now.total).toBe(total);
      expect(now.leads.length).toBe(
        Math.max(0, Math.min(query.limit, total - (query.page - 1) * query.limit)),
      );
      const all = await listLeads(admin, { ...query, page: 1, limit: 100 });
      expect(now.leads).toEqual(all.leads.slice((query.page - 1) * query.limit, query.page * query.limit));
    }

    const poster = await createTestUser();
    await db.gig.createMany({
      data: ["pending", "approved", "rejected", "pending"].map((status, i) => ({
        title: `Review ${tag} ${i}`,
        company: "C",
        budget: "₹1",
        duration: "1 week",
        location: "Pune",
        category: "Other",
        status: status as "pending",
        postedById: poster.id,
      })),
    });
    for (const status of ["pending", "all"] as const) {
      const where: Prisma.GigWhereInput = {
        ...(status === "all" ? {} : { status }),
        OR: ["title", "company", "category"].map((f) => ({
          [f]: { contains: tag, mode: "insensitive" as const },
        })),
      };
      const rows = await db.gig.findMany({
        where,
        orderBy: [{ status: "asc" }, { createdAt: "desc" }, { id: "asc" }],
        select: { id: true },
      });
      const now = await listForReview(admin, { type: "gig", status, search: tag, page: 1, limit: 20 });
      expect(now.total).toBe(rows.length);
      expect(now.listings.map((l) => l.id)).toEqual(rows.map((r) => r.id));
      expect(now.listings[0]?.poster?.email).toBe(poster.email);
    }
  });
});

describe("unread notifications (counted up to the cap)", () => {
  it("counts exactly below the cap and says 99+ at it", async () => {
    const member = await createTestUser();
    const note = (i: number) => ({
      userId: member.id,
      kind: "coins_credited" as const,
      title: `N${i}`,
      href: "/",
    });
    await db.notification.createMany({ data: Array.from({ length: 3 }, (_, i) => note(i)) });
    expect(await countUnread(member.id)).toBe(3);
    expect((await listNotifications(member.id, 1)).unread).toBe(3);
    await db.notification.createMany({ data: Array.from({ length: UNREAD_CAP + 5 }, (_, i) => note(i)) });
    expect(await countUnread(member.id)).toBe(UNREAD_CAP);
    expect(unreadText(await countUnread(member.id))).toBe("99+");
    expect(unreadText(99)).toBe("99");
    expect((await listNotifications(member.id, 1)).total).toBe(UNREAD_CAP + 8);
  });
});

describe("Overview: members and listings per week", () => {
  it("counts each of the 12 weeks as the per-row loop did, and keeps the chart a minute", async () => {
    const admin = await createTestUser({ role: "Admin" });
    const now = new Date(Date.now() + 3 * 60_000);
    const start = now.getTime() - 12 * WEEK_MS;
    const perWeek = (dates: Date[]) => {
      const counts = Array.from({ length: 12 }, () => 0);
      for (const d of dates) {
        const i = Math.floor((d.getTime() - start) / WEEK_MS);
        if (i >= 0 && i < 12) counts[i]! += 1;
      }
      return counts;
    };
    const since = { where: { createdAt: { gte: new Date(start) } }, select: { createdAt: true } } as const;
    const before = async () => {
      const [users, ...listings] = await Promise.all([
        db.user.findMany(since),
        db.job.findMany(since),
        db.event.findMany(since),
        db.gig.findMany(since),
        db.startup.findMany(since),
      ]);
      const m = perWeek(users.map((u) => u.createdAt));
      const l = perWeek(listings.flat().map((r) => r.createdAt));
      return m.map((members, i) => ({
        weekStart: new Date(start + i * WEEK_MS).toISOString(),
        members,
        listings: l[i],
      }));
    };
    // A member on a week's first millisecond and one five weeks back.
    await createTestUser();
    await db.user.update({
      where: { id: (await createTestUser()).id },
      data: { createdAt: new Date(start + 7 * WEEK_MS) },
    });
    await db.user.update({
      where: { id: (await createTestUser()).id },
      data: { createdAt: new Date(start + 6.5 * WEEK_MS) },
    });
    const first = await getAdminOverview(admin, now);
    expect(first.weeks).toEqual(await before());

    // Kept for WEEKS_TTL_MS: a member who joins meanwhile shows after it (or when the chart is forgotten).
    await createTestUser();
    const kept = await getAdminOverview(admin, new Date(now.getTime() + 1000));
    expect(kept.weeks).toEqual(first.weeks);
    const later = new Date(now.getTime() + 3 * WEEKS_TTL_MS);
    const fresh = await getAdminOverview(admin, later);
    expect(fresh.weeks.at(-1)!.members).toBe(first.weeks.at(-1)!.members + 1);
  });
});
