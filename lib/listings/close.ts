// Closing a live job or gig early ("Filled" or "Closed"): it leaves the lists, the sitemap and the feeds
// (lib/listings/live.ts), its page says closed, and it takes no more applications or bids.
import { writeAudit } from "@/lib/audit/log";
import type { Actor } from "@/lib/auth/policy";
import { db } from "@/lib/db";
import { ApiError } from "@/lib/errors";
import { closeReasons } from "@/lib/listings/schema";
import { assertCanManageListing, findOwnership } from "@/lib/listings/moderation";
import { refreshListings } from "@/lib/listings/refresh";

export type ClosableKind = "job" | "gig";
export type CloseReason = (typeof closeReasons)[number];

/** The poster or an admin closes a live listing, once; the same authorization as an edit or a delete. */
export async function closeListing(
  kind: ClosableKind,
  id: string,
  viewer: Actor,
  reason: CloseReason,
): Promise<void> {
  const row = await findOwnership(kind, id);
  assertCanManageListing(kind, row, viewer, "close");
  if (row.status !== "approved") throw new ApiError("conflict", "Only live listings can be closed.");
  await db.$transaction(async (tx) => {
    const where = { id, status: "approved" as const, closedAt: null };
    const data = { closedAt: new Date(), closedReason: reason };
    const { count } =
      kind === "job" ? await tx.job.updateMany({ where, data }) : await tx.gig.updateMany({ where, data });
    if (count === 0) throw new ApiError("conflict", "This listing is already closed.");
    const { title } =
      kind === "job"
        ? await tx.job.findUniqueOrThrow({ where: { id }, select: { title: true } })
        : await tx.gig.findUniqueOrThrow({ where: { id }, select: { title: true } });
    await writeAudit(tx, viewer.id, {
      action: "listing.close",
      targetType: kind,
      targetId: id,
      summary: title,
      reason,
    });
  });
  refreshListings(kind);
}
