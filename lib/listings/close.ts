// Closing a live job or gig early ("Filled" or "Closed"): it leaves the lists, the sitemap and the feeds
// (lib/listings/live.ts), its page says closed, and it takes no more applications or bids. What else a kind
// closes with it (a job's open applications: lib/jobs/mutations.ts) runs in the same transaction.
import { writeAudit } from "@/lib/audit/log";
import type { Actor } from "@/lib/auth/policy";
import { db } from "@/lib/db";
import { ApiError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { closeReasons } from "@/lib/listings/schema";
import { assertCanManageListing, findOwnership } from "@/lib/listings/moderation";
import { refreshListings } from "@/lib/listings/refresh";

export type ClosableKind = "job" | "gig";
export type CloseReason = (typeof closeReasons)[number];
export type ClosedListing = { id: string; title: string; company: string };

/**
 * The poster or an admin closes a live listing, once; the same authorization as an edit or a delete. `alongside`
 * runs in the close's transaction, after the listing's row is updated (so locked); its answer is returned.
 */
export async function closeListing<T = undefined>(
  kind: ClosableKind,
  id: string,
  viewer: Actor,
  reason: CloseReason,
  alongside?: (tx: Prisma.TransactionClient, listing: ClosedListing) => Promise<T>,
): Promise<{ listing: ClosedListing; alongside: T | undefined }> {
  const row = await findOwnership(kind, id);
  assertCanManageListing(kind, row, viewer, "close");
  if (row.status !== "approved") throw new ApiError("conflict", "Only live listings can be closed.");
  const closed = await db.$transaction(async (tx) => {
    const where = { id, status: "approved" as const, closedAt: null };
    const data = { closedAt: new Date(), closedReason: reason };
    const { count } =
      kind === "job" ? await tx.job.updateMany({ where, data }) : await tx.gig.updateMany({ where, data });
    if (count === 0) throw new ApiError("conflict", "This listing is already closed.");
    const select = { id: true, title: true, company: true } as const;
    const listing =
      kind === "job"
        ? await tx.job.findUniqueOrThrow({ where: { id }, select })
        : await tx.gig.findUniqueOrThrow({ where: { id }, select });
    await writeAudit(tx, viewer.id, {
      action: "listing.close",
      targetType: kind,
      targetId: id,
      summary: listing.title,
      reason,
    });
    return { listing, alongside: alongside ? await alongside(tx, listing) : undefined };
  });
  refreshListings(kind);
  return closed;
}
