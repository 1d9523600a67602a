// What an edit does to a listing once it exists: a rejected one is resubmitted (back to pending, its reason
// kept: on the row until the next decision, and in the audit trail), a live one whose fields change goes back
// to review (out of the lists until approved again), a pending one stays pending. A closed job or gig is not
// edited. An admin's edit of another member's listing keeps its status and is audited.
import { writeAudit } from "@/lib/audit/log";
import type { Actor } from "@/lib/auth/policy";
import { db } from "@/lib/db";
import { ApiError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { deleteImageIfUnused } from "@/lib/images/store";
import type { ListingStatus } from "@/lib/listings/schema";
import { chooseImage, type ImageChoice } from "@/lib/listings/image-choice";
import { assertCanEditListing, listingTables, type ListingKind } from "@/lib/listings/moderation";
import { refreshListings } from "@/lib/listings/refresh";
import { REJECTED_BY_ADMIN } from "@/lib/listings/rejection";

type Tx = Prisma.TransactionClient;

/** The listing as it was before the edit, locked for the edit's transaction. */
export type LockedListing = Record<string, unknown> & {
  status: ListingStatus;
  postedById: string | null;
  rejectionReason: string | null;
  closedAt?: Date | null;
};

/** Reads and locks the listing's row, so a decision or another edit cannot slip between the read and the write. */
async function lockListingForEdit(tx: Tx, kind: ListingKind, id: string): Promise<LockedListing> {
  const rows = await tx.$queryRaw<LockedListing[]>`
    SELECT * FROM ${listingTables[kind]} WHERE "id" = ${id} FOR UPDATE`;
  const row = rows[0];
  if (!row) throw new ApiError("not_found", "Listing not found");
  if (row.closedAt) throw new ApiError("conflict", "A closed listing cannot be edited.");
  return row;
}

const same = (a: unknown, b: unknown): boolean => {
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  if (Array.isArray(a) || Array.isArray(b)) return JSON.stringify(a) === JSON.stringify(b);
  return (a ?? null) === (b ?? null);
};

/** True when any of `columns` differs from the row before, or an image was chosen that it does not have. */
function listingChanged(before: LockedListing, columns: Record<string, unknown>, image: ImageChoice) {
  const newImage = !!image && !("connect" in image && image.connect.id === before.imageId);
  return newImage || Object.entries(columns).some(([key, value]) => !same(before[key], value));
}

type StatusColumns = Partial<{ status: "pending"; approvedById: null; approvedAt: null }>;

/** The poster's rejected listing, or live one that changed, goes back to review. */
const backToReview = (before: LockedListing, viewer: Actor, changed: boolean) =>
  before.postedById === viewer.id &&
  (before.status === "rejected" || (before.status === "approved" && changed));

/**
 * The status columns the edit writes besides the listing's own: back to pending (the reason of a rejection
 * stays on the row until the next decision, for the poster and the reviewer to see), or none.
 */
function editStatusColumns(before: LockedListing, viewer: Actor, changed: boolean): StatusColumns {
  return backToReview(before, viewer, changed)
    ? { status: "pending", approvedById: null, approvedAt: null }
    : {};
}

/**
 * The edit's audit row, in its transaction: a resubmission (with the reason it answers), a live listing sent
 * back to review, or an admin's edit of another member's listing.
 */
async function auditEditInTx(
  tx: Tx,
  target: { kind: ListingKind; id: string; title: string },
  viewer: Actor,
  before: LockedListing,
  changed: boolean,
): Promise<void> {
  const entry = { targetType: target.kind, targetId: target.id, summary: target.title };
  if (backToReview(before, viewer, changed)) {
    const rejected = before.status === "rejected";
    await writeAudit(tx, viewer.id, {
      ...entry,
      action: rejected ? "listing.resubmit" : "listing.edit_live",
      reason: rejected ? (before.rejectionReason ?? REJECTED_BY_ADMIN) : null,
    });
  } else if (before.postedById !== viewer.id && changed) {
    await writeAudit(tx, viewer.id, { ...entry, action: "listing.edit" });
  }
}

/** The chosen image as the listing's `imageId` column: a new upload is stored first, in the edit's transaction. */
async function imageColumn(tx: Tx, image: ImageChoice): Promise<{ imageId?: string }> {
  if (!image) return {};
  if ("connect" in image) return { imageId: image.connect.id };
  const stored = await tx.image.create({ data: image.create, select: { id: true } });
  return { imageId: stored.id };
}

/**
 * Edits one listing (after the same authorization as any change: the poster or an admin): its new image is
 * chosen (a file or an upload's URL, `image`), its row locked, `write` given the new `columns` with the status the
 * edit leaves and the image's id (columns only, never a relation: Prisma takes one form or the other in a write),
 * a replaced image deleted unless still used, and the audit row written, all in one transaction. A live listing
 * that changed refreshes the public lists.
 */
export async function editListing<Row extends { imageId: string | null }>(
  target: { kind: ListingKind; id: string; title: string },
  viewer: Actor,
  edit: {
    columns: Record<string, unknown>;
    /** A check of the edit against the locked row as it was (e.g. the startup it may be linked to). */
    check?: (before: LockedListing, tx: Tx) => Promise<void>;
    image?: { url: string | undefined; file: Uint8Array | null };
    write: (tx: Tx, data: Record<string, unknown>) => Promise<Row>;
  },
): Promise<Row> {
  const { kind, id } = target;
  await assertCanEditListing(kind, id, viewer);
  const image = edit.image ? await chooseImage(edit.image.url, edit.image.file) : null;
  const { row, wasLive } = await db.$transaction(async (tx) => {
    const before = await lockListingForEdit(tx, kind, id);
    await edit.check?.(before, tx);
    const changed = listingChanged(before, edit.columns, image);
    const status = editStatusColumns(before, viewer, changed);
    const row = await edit.write(tx, { ...edit.columns, ...status, ...(await imageColumn(tx, image)) });
    const oldImageId = before.imageId as string | null;
    if (oldImageId && oldImageId !== row.imageId) await deleteImageIfUnused(oldImageId, tx);
    await auditEditInTx(tx, target, viewer, before, changed);
    return { row, wasLive: before.status === "approved" && changed };
  });
  if (wasLive) refreshListings(kind);
  return row;
}
