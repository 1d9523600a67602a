// GET /api/coins/transactions?page&limit → { transactions, total, totalPages, currentPage }, newest first.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { listCoinTransactions } from "@/lib/coins/queries";
import { pagingQuery } from "@/lib/validation/paging";

export const GET = apiHandler(
  {
    tag: "Coins",
    summary: "My coin transactions, newest first, paged",
    auth: "member",
    query: pagingQuery(10, 50),
  },
  async ({ user, query }) => listCoinTransactions(user.id, query),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
