// GET /api/admin/coins → { transactions } (the newest manual ones); POST { email, amount, type, reason } →
// { email, balance }: a manual credit or debit (never below zero), audited and mailed to the member.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { listManualCoins, postManualCoins } from "@/lib/admin/coins";
import { manualCoinsInput } from "@/lib/admin/schema";

export const GET = apiHandler(
  { tag: "Back office", summary: "The newest manual coin transactions", auth: "admin" },
  async ({ user }) => ({
    transactions: await listManualCoins(user),
  }),
);

export const POST = apiHandler(
  {
    tag: "Back office",
    summary: "Credit or debit a member's coins by email",
    auth: "admin",
    body: manualCoinsInput,
  },
  async ({ user, body }) => ({
    success: true,
    ...(await postManualCoins(user, body)),
  }),
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
