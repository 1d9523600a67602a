// Decisions that arrive together: overlapping bulk approvals from several tabs, and the first awards on a
// database whose coin settings row is not there yet. Never a 5xx, never a listing left pending that a request
// asked to approve, each listing decided once and its award paid once.
import { describe, expect, it } from "vitest";
import { POST as bulk } from "@/app/api/admin/listings/bulk/route";
import { PUT as putJob } from "@/app/api/jobs/[id]/route";
import { getCoinSettings } from "@/lib/coins/settings";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { apiRequest, routeContext } from "@/tests/accounts";
import { clearListingLimits, ctx, postJobAs, setUpListingCast } from "@/tests/listings";

const cast = setUpListingCast();

async function pendingJobs(n: number) {
  await clearListingLimits(cast.owner.id);
  const jobs = [];
  for (let i = 0; i < n; i++) jobs.push(await postJobAs(cast.ownerCookie));
  return jobs.map((j) => j.id);
}

const bulkAs = (cookie: string, body: unknown) =>
  bulk(apiRequest("POST", "/api/admin/listings/bulk", { body, cookie }), routeContext);

/** Each listing decided once: one audit row, one award, and the poster's balance is the sum of the ledger. */
async function expectDecidedOnce(ids: string[], action: "listing.approve" | "listing.reject") {
  const audit = await db.auditLog.groupBy({
    by: ["targetId"],
    where: { targetId: { in: ids }, action: { in: ["listing.approve", "listing.reject"] } },
    _count: true,
  });
  expect(audit.map((a) => [a.targetId, a._count]).sort()).toEqual(ids.map((id) => [id, 1]).sort());
  expect(
    await db.auditLog.count({ where: { targetId: { in: ids }, action } }),
    `every decision was ${action}`,
  ).toBe(ids.length);
  if (action === "listing.approve") {
    const awards = await db.coinTransaction.groupBy({
      by: ["idempotencyKey"],
      where: { idempotencyKey: { in: ids.map((id) => `listing_submission:job:${id}`) } },
      _count: true,
    });
    expect(awards).toHaveLength(ids.length);
    expect(awards.every((a) => a._count === 1)).toBe(true);
  }
  const [{ coins }, sum] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: cast.owner.id }, select: { coins: true } }),
    db.coinTransaction.findMany({ where: { userId: cast.owner.id }, select: { amount: true, type: true } }),
  ]);
  expect(coins).toBe(sum.reduce((t, r) => t + (r.type === "credit" ? r.amount : -r.amount), 0));
}

describe("overlapping bulk approvals", () => {
  it.each([1, 2, 3, 4])(
    "round %i: seven simultaneous requests with overlapping ids all answer 200, and every listing is approved once",
    async () => {
      const ids = await pendingJobs(3);
      const [a, b, c] = ids as [string, string, string];
      const sets = [ids, [a, b], [b, c], [...ids].reverse(), [a], [b], [c]];
      const answers = await Promise.all(
        sets.map((set) => bulkAs(cast.adminCookie, { type: "job", ids: set, action: "approve" })),
      );
      const bodies = await Promise.all(answers.map((r) => r.json()));
      expect(answers.map((r) => r.status)).toEqual(Array(7).fill(200));
      // Every listing was decided by exactly one of the requests; the others report it as already approved.
      const decidedBy = bodies.flatMap((body) =>
        (body.results as { id: string; outcome: string }[]).filter((r) => r.outcome === "approved"),
      );
      expect(decidedBy.map((r) => r.id).sort()).toEqual([...ids].sort());
      for (const [i, body] of bodies.entries()) {
        expect(body.results.map((r: { id: string }) => r.id)).toEqual(sets[i]);
        expect(body.results.every((r: { status: string }) => r.status === "approved")).toBe(true);
        expect(body.count).toBe(
          body.results.filter((r: { outcome: string }) => r.outcome === "approved").length,
        );
      }
      expect(await db.job.count({ where: { id: { in: ids }, status: "approved" } })).toBe(3);
      await expectDecidedOnce(ids, "listing.approve");
    },
  );

  it("approvals and rejections racing over the same listings: each decided once, by one of them", async () => {
    const ids = await pendingJobs(4);
    const requests = [
      { ids, action: "approve" },
      { ids: [...ids].reverse(), action: "reject", rejectionReason: "Duplicate of another posting" },
      { ids: ids.slice(1, 3), action: "approve" },
      { ids: [ids[3]], action: "reject", rejectionReason: "Missing salary range" },
    ];
    const answers = await Promise.all(requests.map((r) => bulkAs(cast.adminCookie, { type: "job", ...r })));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const rows = await db.job.findMany({ where: { id: { in: ids } }, select: { status: true } });
    expect(rows.every((r) => r.status !== "pending")).toBe(true);
    const audit = await db.auditLog.groupBy({
      by: ["targetId"],
      where: { targetId: { in: ids } },
      _count: true,
    });
    expect(audit.map((a) => a._count)).toEqual([1, 1, 1, 1]);
  });

  it("reports a listing another admin already decided, and decides the rest", async () => {
    const [a, b] = (await pendingJobs(2)) as [string, string];
    expect(
      (
        await bulkAs(cast.adminCookie, {
          type: "job",
          ids: [b],
          action: "reject",
          rejectionReason: "Posted twice",
        })
      ).status,
    ).toBe(200);
    const res = await bulkAs(cast.adminCookie, { type: "job", ids: [a, b], action: "approve" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      count: 1,
      results: [
        { id: a, outcome: "approved", status: "approved" },
        { id: b, outcome: "unchanged", status: "rejected" },
      ],
    });
  });

  it("an unknown id among them changes nothing and answers 404 naming it", async () => {
    const [a] = (await pendingJobs(1)) as [string];
    const unknown = "aaaaaaaaaaaaaaaaaaaaaaaa";
    const res = await bulkAs(cast.adminCookie, { type: "job", ids: [a, unknown], action: "approve" });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false, code: "not_found" });
    expect((await db.job.findUniqueOrThrow({ where: { id: a } })).status).toBe("pending");
  });
});

describe("the first awards on a database without its coin settings row", () => {
  it("ten simultaneous approvals of one poster's jobs all succeed, each paid once", async () => {
    const ids = await pendingJobs(10);
    await db.coinSettings.deleteMany({});
    const answers = await Promise.all(
      ids.map((id) =>
        putJob(
          apiRequest("PUT", `/api/jobs/${id}`, { body: { status: "approved" }, cookie: cast.adminCookie }),
          ctx(id),
        ),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await db.job.count({ where: { id: { in: ids }, status: "approved" } })).toBe(10);
    expect(await db.coinSettings.count()).toBe(1);
    await expectDecidedOnce(ids, "listing.approve");
  });

  // The embedded database serves one connection, so two transactions cannot be open at once there.
  it.skipIf(env.DATABASE_EMBEDDED)(
    "a transaction that finds no row while another is creating it waits for it instead of failing",
    async () => {
      await db.coinSettings.deleteMany({});
      // A makes the row and holds its transaction open; B, started then, finds no row and has to wait on A's.
      let release = () => {};
      const held = new Promise<void>((r) => (release = r));
      let made = () => {};
      const aMade = new Promise<void>((r) => (made = r));
      const a = db.$transaction(async (tx) => {
        await getCoinSettings(tx);
        made();
        await held;
      });
      await aMade;
      const b = db
        .$transaction((tx) => getCoinSettings(tx))
        .then(
          () => "ok",
          (error: unknown) => String(error),
        );
      // Until B is seen waiting on a lock (polled, no timer), A stays open.
      for (;;) {
        const [row] = await db.$queryRaw<{ waiting: bigint }[]>`
        SELECT count(*) AS waiting FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`;
        if (row!.waiting > 0n) break;
      }
      release();
      await a;
      expect(await b).toBe("ok");
      expect(await db.coinSettings.count()).toBe(1);
    },
  );
});
