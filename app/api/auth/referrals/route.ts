// GET /api/auth/referrals → { referrals: [{ id, referredUserName, referredUserEmail, signupDate, status }] }.
import { listReferrals } from "@/lib/accounts/referrals";
import { apiHandler } from "@/lib/api/handler";

export const GET = apiHandler({ auth: "member" }, async ({ user }) => ({
  referrals: await listReferrals(user.id),
}));
