// Closing a live job or gig early ("Filled" or "Closed"): it leaves the lists, the sitemap and the feeds
// (lib/listings/live.ts), its page says closed, and it takes no more applications or bids.
import { writeAudit } from "@/lib/audit/log";
import { db } from "@/lib/db";
import { ApiError, forbidden, notFound } from "@/lib/errors";
import { closeReasons, type Viewer } from "@/lib/listings/fields";
import { findOwnership } from "@/lib/listings/moderation";
import { refreshListings } from "@/lib/listings/refresh";

export type ClosableKind = "job" | "gig";
export type CloseReason = (typeof closeReasons)[number];

const labels: Record<ClosableKind, string> = { job: "Job", gig: "Gig" };

/** The poster or an admin closes a live listing, once; the same authorization as an edit or a delete. */
export async function closeListing(
  kind: ClosableKind,
  id: string,
  viewer: NonNullable<Viewer>,
  reason: CloseReason,
): Promise<void> {
  const row = await findOwnership(kind, id);
  if (row.postedById !== viewer.id && viewer.role !== "Admin") {
    if (row.status !== "approved") throw notFound(`${labels[kind]} not found`);
    throw forbidden("You can only close your own listings.");
  }
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
