// GET /api/admin/coins → { transactions } (the newest manual ones); POST { email, amount, type, reason } →
// { email, balance }: a manual credit or debit (never below zero), audited and mailed to the member.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { listManualCoins, manualCoinsInput, postManualCoins } from "@/lib/admin/coins";

export const GET = apiHandler({ auth: "admin" }, async () => ({ transactions: await listManualCoins() }));

export const POST = apiHandler({ auth: "admin", body: manualCoinsInput }, async ({ user, body }) => ({
  success: true,
  ...(await postManualCoins(user.id, body)),
}));

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
