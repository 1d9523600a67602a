// GET /api/coins → { balance, settings, transactions: [10 newest] } for the signed-in member.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { getCoinOverview } from "@/lib/coins/queries";

export const GET = apiHandler(
  { tag: "Coins", summary: "My balance, the coin amounts, my newest transactions", auth: "member" },
  async ({ user }) => getCoinOverview(user.id),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
