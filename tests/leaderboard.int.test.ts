// The leaderboard (issue #45 §2): coins earned in the IST month and all time, written with each ledger row
// (CoinEarning, lib/coins/earnings.ts), among the members who chose to appear; a month starts at 00:00 IST.
// The tests post their coins in months of their own (far from today's), so other tests' coins never mix in.
import { beforeAll, describe, expect, it } from "vitest";
import { ALL_TIME } from "@/lib/coins/earnings";
import { postCoins, type CoinEntry } from "@/lib/coins/ledger";
import { db } from "@/lib/db";
import { readCoinStanding, readLeaderboard } from "@/lib/profiles/leaderboard";
import { createTestUser, uniqueSuffix, type TestUser } from "@/tests/accounts";

const run = uniqueSuffix();
let key = 0;

/** Posts one ledger row through postCoins, at `at`. */
const post = (
  userId: string,
  at: string,
  amount: number,
  type: CoinEntry["type"] = "credit",
  reason: CoinEntry["reason"] = "manual_credit",
) =>
  db.$transaction((tx) =>
    postCoins(tx, {
      userId,
      amount,
      type,
      reason,
      description: "test",
      idempotencyKey: `test:leaderboard:${run}:${key++}`,
      createdAt: new Date(at),
    }),
  );

async function member(onLeaderboard: boolean, overrides: { suspended?: boolean } = {}): Promise<TestUser> {
  const user = await createTestUser();
  await db.profile.create({ data: { userId: user.id, onLeaderboard, headline: `Builder ${run}` } });
  if (overrides.suspended)
    await db.user.update({ where: { id: user.id }, data: { suspendedAt: new Date() } });
  return user;
}

// Months of this run's own: January to March of a year far ahead, different on every run.
const year = 2100 + Math.floor(Math.random() * 800);
const at = (day: string) => `${year}-${day}`;

let ada: TestUser;
let ben: TestUser;
let cy: TestUser;
let hidden: TestUser;
let suspended: TestUser;

beforeAll(async () => {
  [ada, ben, cy, hidden, suspended] = await Promise.all([
    member(true),
    member(true),
    member(true),
    member(false),
    member(true, { suspended: true }),
  ]);
  // The last instant of January in India (18:29:59.999 UTC on the 31st), and the first of February (18:30 UTC).
  await post(ada.id, at("01-31T18:29:59.999Z"), 500);
  await post(ada.id, at("01-31T18:30:00.000Z"), 40);
  await post(ben.id, at("02-10T06:00:00Z"), 70);
  await post(cy.id, at("02-10T06:00:00Z"), 40);
  await post(cy.id, at("03-05T06:00:00Z"), 900);
  await post(hidden.id, at("02-05T06:00:00Z"), 10_000);
  await post(suspended.id, at("02-05T06:00:00Z"), 9_000);
});

const board = async (period: "month" | "all", now: string) =>
  (await readLeaderboard(period, new Date(now))).entries.filter((e) => e.headline === `Builder ${run}`);

describe("this month's leaderboard", () => {
  it("counts each coin in the IST month it was earned in: the boundary is 00:00 IST on the 1st", async () => {
    const february = await board("month", at("02-15T12:00:00Z"));
    expect(february.map((e) => [e.username, e.coins, e.rank])).toEqual([
      [ben.username, 70, 1],
      [ada.username, 40, 2],
      [cy.username, 40, 2],
    ]);
    expect((await board("month", at("01-31T18:29:00Z"))).map((e) => [e.username, e.coins])).toEqual([
      [ada.username, 500],
    ]);
    expect((await board("month", at("03-15T00:00:00Z"))).map((e) => [e.username, e.coins])).toEqual([
      [cy.username, 900],
    ]);
  });

  it("is named for its IST month (until 00:00 IST on the 1st it is still the last month)", async () => {
    expect((await readLeaderboard("month", new Date(at("01-31T18:29:00Z")))).label).toBe(`Jan ${year}`);
    expect((await readLeaderboard("month", new Date(at("01-31T18:30:00Z")))).label).toBe(`Feb ${year}`);
  });

  it("lists only members who chose to appear and are not suspended, whatever they earned", async () => {
    const names = (await board("month", at("02-15T12:00:00Z"))).map((e) => e.username);
    expect(names).not.toContain(hidden.username);
    expect(names).not.toContain(suspended.username);
  });
});

describe("the all-time leaderboard", () => {
  it("adds every month, highest first, and links only public profiles", async () => {
    const all = await board("all", at("04-02T00:00:00Z"));
    expect(all.map((e) => [e.username, e.coins])).toEqual([
      [cy.username, 940],
      [ada.username, 540],
      [ben.username, 70],
    ]);
    expect(all.every((e) => e.profilePath === null)).toBe(true);
    await db.profile.update({ where: { userId: ben.id }, data: { isPublic: true } });
    const again = await board("all", at("04-02T00:00:00Z"));
    expect(again.find((e) => e.username === ben.username)?.profilePath).toBe(`/u/${ben.username}`);
  });

  it("never holds more than the top 50, read without whole user rows", async () => {
    const { entries } = await readLeaderboard("all");
    expect(entries.length).toBeLessThanOrEqual(50);
    for (const entry of entries)
      expect(Object.keys(entry).sort()).toEqual([
        "coins",
        "headline",
        "name",
        "profilePath",
        "rank",
        "username",
      ]);
  });
});

describe("earnings", () => {
  it("count a reversal against the month it happens in, and leave manual debits out", async () => {
    const dee = await member(true);
    await post(dee.id, at("05-02T06:00:00Z"), 30);
    await post(dee.id, at("05-03T06:00:00Z"), 5, "credit", "consultation_booking");
    await post(dee.id, at("05-04T06:00:00Z"), 5, "debit", "reversal");
    await post(dee.id, at("05-05T06:00:00Z"), 20, "debit", "manual_debit");
    const rows = await db.coinEarning.findMany({
      where: { userId: dee.id },
      select: { period: true, amount: true },
    });
    expect(rows.sort((a, b) => a.period.localeCompare(b.period))).toEqual([
      { period: `${year}-05`, amount: 30 },
      { period: ALL_TIME, amount: 30 },
    ]);
    const { coins } = await db.user.findUniqueOrThrow({ where: { id: dee.id }, select: { coins: true } });
    expect(coins).toBe(10); // the balance is the ledger's, earnings are not
  });

  it("are written once per ledger row: a key paid twice earns once", async () => {
    const eve = await member(false);
    const entry = {
      userId: eve.id,
      amount: 15,
      type: "credit" as const,
      reason: "listing_submission" as const,
      description: "test",
      idempotencyKey: `test:leaderboard:${run}:once`,
      createdAt: new Date(at("06-01T06:00:00Z")),
    };
    await Promise.all([1, 2, 3].map(() => db.$transaction((tx) => postCoins(tx, entry))));
    const all = await db.coinEarning.findUniqueOrThrow({
      where: { period_userId: { period: ALL_TIME, userId: eve.id } },
    });
    expect(all.amount).toBe(15);
  });
});

describe("a member's standing", () => {
  it("gives the all-time place only while they appear on the board", async () => {
    const now = new Date(at("02-15T12:00:00Z"));
    const [adaStanding, cyStanding, benStanding] = await Promise.all([
      readCoinStanding(ada.id, true, now),
      readCoinStanding(cy.id, true, now),
      readCoinStanding(ben.id, true, now),
    ]);
    expect(adaStanding).toMatchObject({ thisMonth: 40, allTime: 540 });
    // Earlier runs' members may stand between them, never out of order.
    expect(cyStanding.rank).toBeGreaterThanOrEqual(1);
    expect(adaStanding.rank).toBeGreaterThan(cyStanding.rank!);
    expect(benStanding.rank).toBeGreaterThan(adaStanding.rank!);
    expect((await readCoinStanding(hidden.id, false, now)).rank).toBeNull();
  });
});
