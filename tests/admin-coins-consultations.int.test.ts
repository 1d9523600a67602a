// The back office's coin and consultation calls: manual coins never below zero, settings that apply to the next
// award, consultation decisions (audited and mailed). Who may call them: admin-api.int.test.ts.
import { beforeAll, describe, expect, it } from "vitest";
import { PUT as putSettings } from "@/app/api/admin/coin-settings/route";
import { POST as manualCoins } from "@/app/api/admin/coins/route";
import { PUT as decideConsultation } from "@/app/api/admin/consultations/[id]/route";
import { GET as consultations } from "@/app/api/admin/consultations/route";
import { POST as bulk } from "@/app/api/admin/listings/bulk/route";
import { bookConsultation } from "@/lib/consultations/mutations";
import { getCoinSettings, updateCoinSettings } from "@/lib/coins/settings";
import { db } from "@/lib/db";
import { apiRequest, latestMailTo, routeContext } from "@/tests/accounts";
import { clearListingLimits, ctx, listingCast, postJobAs } from "@/tests/listings";

let cast: Awaited<ReturnType<typeof listingCast>>;

beforeAll(async () => {
  cast = await listingCast();
});

describe("Coin Management", () => {
  it("credits a member by email with a reason they see; refuses unknown emails and missing fields", async () => {
    const credit = await manualCoins(
      apiRequest("POST", "/api/admin/coins", {
        body: {
          email: cast.other.email.toUpperCase(),
          amount: "40",
          type: "credit",
          reason: "Hackathon volunteer",
        },
        cookie: cast.adminCookie,
      }),
      routeContext,
    );
    expect(credit.status).toBe(200);
    const row = await db.coinTransaction.findFirstOrThrow({
      where: { userId: cast.other.id, reason: "manual_credit" },
      orderBy: { createdAt: "desc" },
    });
    expect(row).toMatchObject({
      amount: 40,
      type: "credit",
      description: "Hackathon volunteer",
      createdById: cast.admin.id,
    });
    expect((await latestMailTo(cast.other.email))?.subject).toBe("40 coins added");

    const unknown = await manualCoins(
      apiRequest("POST", "/api/admin/coins", {
        body: { email: "nobody@example.com", amount: 5, type: "credit", reason: "x" },
        cookie: cast.adminCookie,
      }),
      routeContext,
    );
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toBe("No member has the email nobody@example.com.");
    const blank = await manualCoins(
      apiRequest("POST", "/api/admin/coins", {
        body: { email: cast.other.email, amount: "", type: "credit", reason: "" },
        cookie: cast.adminCookie,
      }),
      routeContext,
    );
    expect(blank.status).toBe(400);
    expect((await blank.json()).errors.reason).toBe("Please fill all fields for manual coin transaction.");
  });

  it.each(["0x10", "1e3", " 7 ", "7.0", "+7", "-7", "0", "1_000", "١٢", "10000000", 1.5, 0, -3, 1e7])(
    "refuses the amount %j with a 400 naming the field, and credits nothing",
    async (amount) => {
      const before = await db.coinTransaction.count({ where: { userId: cast.other.id } });
      const res = await manualCoins(
        apiRequest("POST", "/api/admin/coins", {
          body: { email: cast.other.email, amount, type: "credit", reason: "Odd amount" },
          cookie: cast.adminCookie,
        }),
        routeContext,
      );
      expect(res.status).toBe(400);
      expect((await res.json()).errors).toEqual({
        amount: "Amount must be a whole number of coins from 1 to 1000000",
      });
      expect(await db.coinTransaction.count({ where: { userId: cast.other.id } })).toBe(before);
    },
  );

  it("refuses a debit below zero and changes nothing", async () => {
    const { coins } = await db.user.findUniqueOrThrow({
      where: { id: cast.other.id },
      select: { coins: true },
    });
    const [ledger, auditRows] = [await db.coinTransaction.count(), await db.auditLog.count()];
    const res = await manualCoins(
      apiRequest("POST", "/api/admin/coins", {
        body: { email: cast.other.email, amount: coins + 1, type: "debit", reason: "Abuse" },
        cookie: cast.adminCookie,
      }),
      routeContext,
    );
    expect(res.status).toBe(409);
    expect(
      (await db.user.findUniqueOrThrow({ where: { id: cast.other.id }, select: { coins: true } })).coins,
    ).toBe(coins);
    expect([await db.coinTransaction.count(), await db.auditLog.count()]).toEqual([ledger, auditRows]);
  });

  it("saves settings (negative refused) and the next listing approval pays the new amount", async () => {
    const defaults = await getCoinSettings();
    try {
      const bad = await putSettings(
        apiRequest("PUT", "/api/admin/coin-settings", {
          body: { ...defaults, listingSubmission: -5 },
          cookie: cast.adminCookie,
        }),
        routeContext,
      );
      expect(bad.status).toBe(400);
      const ok = await putSettings(
        apiRequest("PUT", "/api/admin/coin-settings", {
          body: { ...defaults, listingSubmission: 33 },
          cookie: cast.adminCookie,
        }),
        routeContext,
      );
      expect(ok.status).toBe(200);
      await clearListingLimits(cast.owner.id);
      const job = await postJobAs(cast.ownerCookie);
      await bulk(
        apiRequest("POST", "/api/admin/listings/bulk", {
          body: { type: "job", ids: [job.id], action: "approve" },
          cookie: cast.adminCookie,
        }),
        routeContext,
      );
      const paid = await db.coinTransaction.findFirstOrThrow({
        where: { idempotencyKey: `listing_submission:job:${job.id}` },
      });
      expect(paid.amount).toBe(33);
      expect(await db.auditLog.count({ where: { action: "coin_settings.update" } })).toBeGreaterThan(0);
    } finally {
      await updateCoinSettings(defaults);
    }
  });
});

describe("Consultations", () => {
  it("accepts with a time and notes (audited, mailed), then completes", async () => {
    const { consultation } = await bookConsultation(cast.other.id, {
      name: "Riya",
      email: cast.other.email,
      mobile: "+91 9876543210",
      topic: "Tokenomics review",
      message: "We launch in March.",
      preferredDate: undefined,
    });
    const put = (body: unknown) =>
      decideConsultation(
        apiRequest("PUT", `/api/admin/consultations/${consultation.id}`, { body, cookie: cast.adminCookie }),
        ctx(consultation.id),
      );
    const res = await put({
      status: "accepted",
      scheduledDate: "2099-02-01T10:30:00+05:30",
      adminNotes: "Bring the deck.",
    });
    expect(res.status).toBe(200);
    expect((await res.json()).consultation).toMatchObject({
      status: "accepted",
      scheduledDate: "2099-02-01T05:00:00.000Z",
      adminNotes: "Bring the deck.",
    });
    expect(
      await db.auditLog.count({ where: { targetId: consultation.id, action: "consultation.accept" } }),
    ).toBe(1);
    expect((await latestMailTo(cast.other.email))?.subject).toBe("Your consultation: accepted");
    expect((await put({ status: "rejected" })).status).toBe(409);
    expect((await put({ status: "completed" })).status).toBe(200);
    const list = await consultations(
      apiRequest("GET", "/api/admin/consultations?status=completed", { cookie: cast.adminCookie }),
      routeContext,
    );
    expect((await list.json()).consultations.map((c: { id: string }) => c.id)).toContain(consultation.id);
  });
});
