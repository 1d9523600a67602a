// The referrals a member made (GET /api/auth/referrals).
import { awardKeys } from "@/lib/coins/awards";
import { db } from "@/lib/db";

export type ReferralDto = {
  id: string;
  referredUserName: string;
  referredUserEmail: string;
  signupDate: string;
  status: string;
  /** What the referrer was paid for this friend: the referral bonus once they completed their profile. */
  coinsEarned: number;
};

/** "asha@example.com" → "as•••@example.com": enough to recognise a friend, not to harvest addresses. */
export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 2)}${"•".repeat(3)}@${domain}`;
}

export async function listReferrals(referrerId: string): Promise<ReferralDto[]> {
  const rows = await db.referral.findMany({
    where: { referrerId },
    orderBy: { createdAt: "desc" },
    select: {
      id: true,
      status: true,
      createdAt: true,
      referredUser: { select: { username: true, email: true } },
    },
  });
  const bonuses = await db.coinTransaction.findMany({
    where: { userId: referrerId, idempotencyKey: { in: rows.map((r) => awardKeys.referralBonus(r.id)) } },
    select: { idempotencyKey: true, amount: true },
  });
  const earned = new Map(bonuses.map((b) => [b.idempotencyKey, b.amount]));
  return rows.map((r) => ({
    id: r.id,
    referredUserName: r.referredUser.username,
    referredUserEmail: maskEmail(r.referredUser.email),
    signupDate: r.createdAt.toISOString(),
    status: r.status,
    coinsEarned: earned.get(awardKeys.referralBonus(r.id)) ?? 0,
  }));
}
