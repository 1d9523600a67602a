// Several listings of one kind approved or rejected together, safe to run from many tabs at once. The rows are
// locked first, in one order (ids sorted), so overlapping requests queue instead of deadlocking; each listing
// still pending is decided (its audit row and, for approvals, its award, once), and one that another request
// already decided is reported as it is. An unknown id changes nothing. Then each poster is mailed.
import type { BulkModerationInput, ReviewKind } from "@/lib/admin/schema";
import { assertAdmin, type Actor } from "@/lib/auth/policy";
import { db } from "@/lib/db";
import { retryOnWriteConflict } from "@/lib/db-retry";
import { notFound } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ListingStatus } from "@/lib/listings/schema";
import { sendListingDecisionMail, type DecidedListing } from "@/lib/listings/mails";
import { decideListingInTx, listingTables, queueListingMatches } from "@/lib/listings/moderation";
import { refreshListings } from "@/lib/listings/refresh";

/** What happened to one listing: decided by this request, or left as another decision had left it. */
export type BulkOutcome = {
  id: string;
  outcome: "approved" | "rejected" | "unchanged";
  status: ListingStatus;
};

async function lockInOrder(tx: Prisma.TransactionClient, kind: ReviewKind, ids: string[]) {
  const rows = await tx.$queryRaw<{ id: string; status: ListingStatus }[]>`
    SELECT "id", "status"::text AS "status" FROM ${listingTables[kind]}
    WHERE "id" = ANY(${ids}::text[]) ORDER BY "id" FOR UPDATE`;
  return new Map(rows.map((r) => [r.id, r.status]));
}

export async function bulkModerate(admin: Actor, input: BulkModerationInput) {
  const adminId = assertAdmin(admin).id;
  const ids = [...input.ids].sort();
  const decision =
    input.action === "approve"
      ? ({ approve: true } as const)
      : ({ approve: false, reason: input.rejectionReason } as const);
  const { results, decided } = await retryOnWriteConflict(() =>
    db.$transaction(async (tx) => {
      const statuses = await lockInOrder(tx, input.type, ids);
      const missing = ids.find((id) => !statuses.has(id));
      if (missing) throw notFound(`Listing ${missing} not found; nothing was changed.`);
      const results: BulkOutcome[] = [];
      const decided: DecidedListing[] = [];
      for (const id of input.ids) {
        const status = statuses.get(id)!;
        if (status !== "pending") {
          results.push({ id, outcome: "unchanged", status });
          continue;
        }
        decided.push(await decideListingInTx(tx, input.type, id, adminId, decision));
        results.push(
          decision.approve
            ? { id, outcome: "approved", status: "approved" }
            : { id, outcome: "rejected", status: "rejected" },
        );
      }
      return { results, decided };
    }),
  );
  await queueListingMatches(
    input.type,
    decided.filter((l) => l.approved).map((l) => l.id),
  );
  if (decided.length) refreshListings(input.type);
  for (const listing of decided) await sendListingDecisionMail(listing);
  return { count: decided.length, results };
}
