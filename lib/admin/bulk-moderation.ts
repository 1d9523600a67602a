// Several listings of one kind approved or rejected together: one transaction, so all change (each with its
// audit row and, for approvals, its award) or none does; then each poster is mailed.
import type { BulkModerationInput } from "@/lib/admin/bulk-moderation-input";
import { db } from "@/lib/db";
import { ApiError, notFound } from "@/lib/errors";
import { sendListingDecisionMail } from "@/lib/listings/mails";
import { decideListingInTx } from "@/lib/listings/moderation";
import { refreshListings } from "@/lib/listings/refresh";

export { bulkModerationInput, type BulkModerationInput } from "@/lib/admin/bulk-moderation-input";

export async function bulkModerate(adminId: string, input: BulkModerationInput) {
  const decision =
    input.action === "approve"
      ? ({ approve: true } as const)
      : ({ approve: false, reason: input.rejectionReason } as const);
  const decided = await db.$transaction(async (tx) => {
    const results = [];
    for (const id of input.ids) {
      try {
        results.push(await decideListingInTx(tx, input.type, id, adminId, decision));
      } catch (error) {
        if (error instanceof ApiError && error.code === "conflict") {
          const exists = await (input.type === "job"
            ? tx.job.count({ where: { id } })
            : input.type === "event"
              ? tx.event.count({ where: { id } })
              : input.type === "gig"
                ? tx.gig.count({ where: { id } })
                : tx.startup.count({ where: { id } }));
          if (!exists) throw notFound(`Listing ${id} not found; nothing was changed.`);
          throw new ApiError("conflict", `Listing ${id} is no longer pending; nothing was changed.`);
        }
        throw error;
      }
    }
    return results;
  });
  refreshListings(input.type);
  for (const listing of decided) await sendListingDecisionMail(listing);
  return { count: decided.length };
}
