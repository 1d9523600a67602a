// An admin's manual coin change: a credit or a debit of a member found by email, with the reason the member
// then reads in their Transaction History. The ledger row, the balance and the audit row are one transaction;
// a debit the balance cannot cover changes nothing. A credit is written to the member's notifications in the same
// transaction; the member is mailed after.
import { writeAudit } from "@/lib/audit/log";
import { assertAdmin, type Actor } from "@/lib/auth/policy";
import { postCoins } from "@/lib/coins/ledger";
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { sendManualCoinsMail } from "@/lib/admin/coins-mail";
import { coinsCredited } from "@/lib/notifications/events";
import { notify } from "@/lib/notifications/write";
import type { ManualCoinsInput } from "@/lib/admin/schema";
import { plural } from "@/lib/format/plural";

export async function postManualCoins(admin: Actor, input: ManualCoinsInput) {
  const adminId = assertAdmin(admin).id;
  const email = input.email.toLowerCase();
  const result = await db.$transaction(async (tx) => {
    const member = await tx.user.findUnique({
      where: { email },
      select: { id: true, email: true, firstName: true, username: true },
    });
    if (!member) throw notFound(`No member has the email ${email}.`);
    await postCoins(tx, {
      userId: member.id,
      amount: input.amount,
      type: input.type,
      reason: input.type === "credit" ? "manual_credit" : "manual_debit",
      description: input.reason,
      idempotencyKey: `manual:${crypto.randomUUID()}`,
      createdById: adminId,
    });
    if (input.type === "credit") {
      await notify(
        tx,
        coinsCredited({ userId: member.id, amount: input.amount, reason: input.reason }, adminId),
      );
    }
    const { coins } = await tx.user.findUniqueOrThrow({ where: { id: member.id }, select: { coins: true } });
    await writeAudit(tx, adminId, {
      action: `coins.${input.type}`,
      targetType: "user",
      targetId: member.id,
      summary: `${input.type === "credit" ? "+" : "-"}${plural(input.amount, "coin")} for ${member.email}`,
      reason: input.reason,
    });
    return { member, balance: coins };
  });
  await sendManualCoinsMail(result.member, input, result.balance);
  return { email: result.member.email, type: input.type, balance: result.balance };
}

export type ManualCoinsRow = {
  id: string;
  email: string;
  amount: number;
  type: "credit" | "debit";
  reason: string;
  by: string | null;
  createdAt: string;
};

/** The newest manual transactions, with the member and the admin who made each. */
export async function listManualCoins(admin: Actor, take = 20): Promise<ManualCoinsRow[]> {
  assertAdmin(admin);
  const rows = await db.coinTransaction.findMany({
    where: { reason: { in: ["manual_credit", "manual_debit"] } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take,
    select: {
      id: true,
      amount: true,
      type: true,
      description: true,
      createdAt: true,
      user: { select: { email: true } },
      createdBy: { select: { email: true } },
    },
  });
  return rows.map((r) => ({
    id: r.id,
    email: r.user.email,
    amount: r.amount,
    type: r.type,
    reason: r.description,
    by: r.createdBy?.email ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}
