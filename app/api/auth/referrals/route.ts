// GET /api/auth/referrals → { referrals: [{ id, referredUserName, referredUserEmail, signupDate, status, coinsEarned }] }.
import { listReferrals } from "@/lib/accounts/referrals";
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const GET = apiHandler(
  { tag: "Coins", summary: "The members who joined with my referral code", auth: "member" },
  async ({ user }) => ({
    referrals: await listReferrals(user.id),
  }),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
