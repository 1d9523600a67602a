// The coin ledger and its awards: once per key under concurrency, never below zero, balance = sum of rows.
import { afterEach, describe, expect, it } from "vitest";
import { GET as getCoins } from "@/app/api/coins/route";
import { GET as getTransactions } from "@/app/api/coins/transactions/route";
import { GET as getReferrals } from "@/app/api/auth/referrals/route";
import { PUT as updateProfileRoute } from "@/app/api/auth/update-profile/route";
import { awardKeys } from "@/lib/coins/awards";
import { postCoins } from "@/lib/coins/ledger";
import { getCoinSettings, updateCoinSettings } from "@/lib/coins/settings";
import { db } from "@/lib/db";
import { moderateListing } from "@/lib/listings/moderation";
import { apiRequest, createTestUser, routeContext, sessionCookieFor, type TestUser } from "@/tests/accounts";
import { postJobAs } from "@/tests/listings";

const defaults = {
  profileCompletion: 10,
  referralBonus: 50,
  referralReward: 25,
  consultationBooking: 5,
  listingSubmission: 15,
};

afterEach(async () => {
  await updateCoinSettings(defaults);
});

/** The invariant: the balance equals credits minus debits of the member's ledger. */
async function expectLedgerMatches(userId: string) {
  const [user, rows] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: userId }, select: { coins: true } }),
    db.coinTransaction.findMany({ where: { userId }, select: { amount: true, type: true } }),
  ]);
  const sum = rows.reduce((total, r) => total + (r.type === "credit" ? r.amount : -r.amount), 0);
  expect(user.coins).toBe(sum);
  expect(user.coins).toBeGreaterThanOrEqual(0);
  return user.coins;
}

/** One ledger row for `user` in its own transaction: a test credit or debit keyed by `key`. */
const post = (type: "credit" | "debit") => (user: TestUser, amount: number, key: string) =>
  db.$transaction((tx) =>
    postCoins(tx, {
      userId: user.id,
      amount,
      type,
      reason: `manual_${type}`,
      description: `test ${type}`,
      idempotencyKey: key,
    }),
  );
const credit = post("credit");
const debit = post("debit");

async function saveProfile(user: TestUser, profile: { firstName: string; lastName: string; bio: string }) {
  const res = await updateProfileRoute(
    apiRequest("PUT", "/api/auth/update-profile", { body: profile, cookie: await sessionCookieFor(user) }),
    routeContext,
  );
  expect(res.status).toBe(200);
  return (await res.json()) as { user: { coins: number }; coinsAwarded: number };
}

describe("the ledger", () => {
  it("pays 50 simultaneous awards with one key once", async () => {
    const user = await createTestUser();
    const key = `test:${user.id}:once`;
    const paid = await Promise.all(Array.from({ length: 50 }, () => credit(user, 7, key)));
    expect(paid.filter((p) => p === 7)).toHaveLength(1);
    expect(await db.coinTransaction.count({ where: { userId: user.id } })).toBe(1);
    expect(await expectLedgerMatches(user.id)).toBe(7);
  });

  it("of 50 simultaneous debits a balance covers once, pays one and refuses the rest", async () => {
    const user = await createTestUser();
    await credit(user, 10, `test:${user.id}:seed`);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => debit(user, 10, `test:${user.id}:debit:${i}`)),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.filter((r) => r.status === "rejected");
    expect(refused).toHaveLength(49);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({ code: "conflict" });
    expect(await db.coinTransaction.count({ where: { userId: user.id } })).toBe(2);
    expect(await expectLedgerMatches(user.id)).toBe(0);
  });

  it("refuses a debit below zero and writes nothing", async () => {
    const user = await createTestUser();
    await credit(user, 3, `test:${user.id}:seed`);
    await expect(debit(user, 4, `test:${user.id}:too-much`)).rejects.toMatchObject({
      code: "conflict",
      message: expect.stringContaining("Not enough coins"),
    });
    expect(await db.coinTransaction.count({ where: { idempotencyKey: `test:${user.id}:too-much` } })).toBe(0);
    expect(await expectLedgerMatches(user.id)).toBe(3);
  });
});

describe("profile completion and referrals", () => {
  it("pays the profile award once, the first time first name, last name and bio are all there", async () => {
    const user = await createTestUser();
    expect((await saveProfile(user, { firstName: "Asha", lastName: "Rao", bio: "" })).coinsAwarded).toBe(0);
    const first = await saveProfile(user, { firstName: "Asha", lastName: "Rao", bio: "I build on Solana." });
    expect(first.coinsAwarded).toBe(10);
    expect(first.user.coins).toBe(10);
    const again = await saveProfile(user, { firstName: "Asha", lastName: "Rao", bio: "Now on Ethereum." });
    expect(again.coinsAwarded).toBe(0);
    await Promise.all(
      Array.from({ length: 10 }, () => saveProfile(user, { firstName: "A", lastName: "R", bio: "Again." })),
    );
    expect(await expectLedgerMatches(user.id)).toBe(10);
  });

  it("completes a referral when the friend completes their profile: both sides paid once, from the settings", async () => {
    await updateCoinSettings({ ...defaults, referralBonus: 40, referralReward: 20 });
    const referrer = await createTestUser();
    const friend = await createTestUser();
    const referral = await db.referral.create({
      data: { referrerId: referrer.id, referredUserId: friend.id },
      select: { id: true },
    });
    const cookie = await sessionCookieFor(referrer);
    const before = await (
      await getReferrals(apiRequest("GET", "/api/auth/referrals", { cookie }), routeContext)
    ).json();
    expect(before.referrals).toEqual([
      expect.objectContaining({ id: referral.id, status: "pending", coinsEarned: 0 }),
    ]);

    const saved = await Promise.all(
      Array.from({ length: 5 }, () =>
        saveProfile(friend, { firstName: "Dev", lastName: "Shah", bio: "ZK fan." }),
      ),
    );
    expect(saved.reduce((sum, s) => sum + s.coinsAwarded, 0)).toBe(10 + 20);
    expect(await expectLedgerMatches(friend.id)).toBe(30);
    expect(await expectLedgerMatches(referrer.id)).toBe(40);

    const after = await (
      await getReferrals(apiRequest("GET", "/api/auth/referrals", { cookie }), routeContext)
    ).json();
    expect(after.referrals).toEqual([
      expect.objectContaining({ id: referral.id, status: "completed", coinsEarned: 40 }),
    ]);
    const bonus = await db.coinTransaction.findUniqueOrThrow({
      where: { idempotencyKey: awardKeys.referralBonus(referral.id) },
    });
    expect(bonus).toMatchObject({
      userId: referrer.id,
      reason: "referral_bonus",
      type: "credit",
      amount: 40,
    });
  });
});

describe("listing approval", () => {
  it("pays the poster once per approved listing, nothing on submission or rejection", async () => {
    const poster = await createTestUser();
    const admin = await createTestUser({ role: "Admin" });
    const cookie = await sessionCookieFor(poster);
    const approved = await postJobAs(cookie);
    const rejected = await postJobAs(cookie);
    expect(await expectLedgerMatches(poster.id)).toBe(0);

    const decisions = await Promise.allSettled(
      Array.from({ length: 5 }, () => moderateListing("job", approved.id, admin, { approve: true })),
    );
    expect(decisions.filter((d) => d.status === "fulfilled")).toHaveLength(1);
    await moderateListing("job", rejected.id, admin, { approve: false, reason: "Spam" });
    expect(await expectLedgerMatches(poster.id)).toBe(15);
    const [row] = await db.coinTransaction.findMany({ where: { userId: poster.id } });
    expect(row).toMatchObject({
      reason: "listing_submission",
      idempotencyKey: `listing_submission:job:${approved.id}`,
    });
  });

  it("reads the amount at the time of the award: a settings change affects later awards only", async () => {
    const poster = await createTestUser();
    const admin = await createTestUser({ role: "Admin" });
    const cookie = await sessionCookieFor(poster);
    const first = await postJobAs(cookie);
    const second = await postJobAs(cookie);
    await moderateListing("job", first.id, admin, { approve: true });
    await updateCoinSettings({ ...defaults, listingSubmission: 30 });
    expect((await getCoinSettings()).listingSubmission).toBe(30);
    await moderateListing("job", second.id, admin, { approve: true });
    const amounts = (
      await db.coinTransaction.findMany({ where: { userId: poster.id }, orderBy: { createdAt: "asc" } })
    ).map((r) => r.amount);
    expect(amounts).toEqual([15, 30]);
    expect(await expectLedgerMatches(poster.id)).toBe(45);
  });
});

describe("GET /api/coins and /api/coins/transactions", () => {
  it("answers 401 for guests", async () => {
    expect((await getCoins(apiRequest("GET", "/api/coins"), routeContext)).status).toBe(401);
    expect((await getTransactions(apiRequest("GET", "/api/coins/transactions"), routeContext)).status).toBe(
      401,
    );
  });

  it("shows the balance, the settings and the 10 newest; pages through the rest newest first", async () => {
    const user = await createTestUser();
    for (let i = 1; i <= 12; i++) {
      await db.$transaction((tx) =>
        postCoins(tx, {
          userId: user.id,
          amount: i,
          type: "credit",
          reason: "manual_credit",
          description: `credit ${i}`,
          idempotencyKey: `test:${user.id}:${i}`,
          createdAt: new Date(Date.UTC(2026, 0, i)),
        }),
      );
    }
    const cookie = await sessionCookieFor(user);
    const overview = await (await getCoins(apiRequest("GET", "/api/coins", { cookie }), routeContext)).json();
    expect(overview.balance).toBe(78);
    expect(overview.settings).toEqual(defaults);
    expect(overview.transactions).toHaveLength(10);
    expect(overview.transactions[0]).toEqual({
      id: expect.any(String),
      amount: 12,
      type: "credit",
      reason: "manual_credit",
      description: "credit 12",
      timestamp: "2026-01-12T00:00:00.000Z",
    });
    const page2 = await (
      await getTransactions(
        apiRequest("GET", "/api/coins/transactions?page=2&limit=5", { cookie }),
        routeContext,
      )
    ).json();
    expect(page2).toMatchObject({ total: 12, totalPages: 3, currentPage: 2 });
    expect(page2.transactions.map((t: { amount: number }) => t.amount)).toEqual([7, 6, 5, 4, 3]);
  });
});
