// What jobs, events, startups and gigs share once they exist: who may edit, moderate and delete them.
import { assertAdmin, canManageListing, isAdmin, type Actor } from "@/lib/auth/policy";
import { awardListingApproval } from "@/lib/coins/awards";
import { ApiError, forbidden, notFound } from "@/lib/errors";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { writeAudit } from "@/lib/audit/log";
import { deleteImageIfUnused } from "@/lib/images/store";
import { sendListingDecisionMail, type DecidedListing } from "@/lib/listings/mails";
import type { ListingStatus } from "@/lib/listings/schema";
import { isListingId } from "@/lib/listings/ids";
import { REJECTED_BY_ADMIN } from "@/lib/listings/rejection";
import { refreshListings } from "@/lib/listings/refresh";
import { logFailure } from "@/lib/log";
import { listingDecided } from "@/lib/notifications/events";
import { notifyMany } from "@/lib/notifications/write";
import { enqueue } from "@/lib/queue/enqueue";

export type ListingKind = "job" | "event" | "startup" | "gig";

/** Each kind's table, for the raw queries that lock listing rows (`SELECT … FOR UPDATE`). */
export const listingTables: Record<ListingKind, Prisma.Sql> = {
  job: Prisma.raw('"Job"'),
  event: Prisma.raw('"Event"'),
  startup: Prisma.raw('"Startup"'),
  gig: Prisma.raw('"Gig"'),
};

type Ownership = { id: string; status: ListingStatus; postedById: string | null };

type ListingDelegate = {
  findUnique(args: {
    where: { id: string };
    select: { id: true; status: true; postedById: true };
  }): Promise<Ownership | null>;
  updateMany(args: {
    where: { id: string; status: "pending" };
    data: {
      status: ListingStatus;
      approvedById: string | null;
      approvedAt: Date | null;
      rejectionReason: string | null;
    };
  }): Promise<{ count: number }>;
};

function delegate(kind: ListingKind, client: Prisma.TransactionClient | typeof db = db): ListingDelegate {
  return { job: client.job, event: client.event, startup: client.startup, gig: client.gig }[
    kind
  ] as unknown as ListingDelegate;
}

const labels: Record<ListingKind, string> = { job: "Job", event: "Event", startup: "Startup", gig: "Gig" };
const label = (kind: ListingKind) => labels[kind];

export async function findOwnership(kind: ListingKind, id: string): Promise<Ownership> {
  const row = isListingId(id)
    ? await delegate(kind).findUnique({ where: { id }, select: { id: true, status: true, postedById: true } })
    : null;
  if (!row) throw notFound(`${label(kind)} not found`);
  return row;
}

/**
 * Refuses a change (`verb`: edit, close, delete) by anyone who does not manage the listing (canManageListing):
 * 404 when it is not live (they cannot see it), 403 when it is.
 */
export function assertCanManageListing(
  kind: ListingKind,
  row: Ownership,
  actor: Actor,
  verb: "edit" | "close" | "delete",
): void {
  if (canManageListing(actor, row)) return;
  if (row.status !== "approved") throw notFound(`${label(kind)} not found`);
  throw forbidden(`You can only ${verb} your own listings.`);
}

/**
 * The poster may edit their listing whatever its status (what the edit does to it: lib/listings/edit.ts), and
 * an admin any listing; another member gets 404 (403 for a live listing, which they can see).
 */
export async function assertCanEditListing(kind: ListingKind, id: string, viewer: Actor) {
  const row = await findOwnership(kind, id);
  assertCanManageListing(kind, row, viewer, "edit");
  return row;
}

async function titleAndPoster(tx: Prisma.TransactionClient, kind: ListingKind, id: string) {
  const select = { title: true, postedById: true } as const;
  if (kind === "job") return tx.job.findUniqueOrThrow({ where: { id }, select });
  if (kind === "event") return tx.event.findUniqueOrThrow({ where: { id }, select });
  if (kind === "gig") return tx.gig.findUniqueOrThrow({ where: { id }, select });
  const { name, postedById } = await tx.startup.findUniqueOrThrow({
    where: { id },
    select: { name: true, postedById: true },
  });
  return { title: name, postedById };
}

export type Decision = { approve: true } | { approve: false; reason?: string };

/**
 * Inside the caller's transaction: approves or rejects one pending listing with one conditional UPDATE (so of
 * simultaneous decisions exactly one changes it; the others get 409), pays the approval award, writes the
 * audit row and the poster's notification. Answers what the poster's mail needs.
 */
export async function decideListingInTx(
  tx: Prisma.TransactionClient,
  kind: ListingKind,
  id: string,
  adminId: string,
  decision: Decision,
): Promise<DecidedListing> {
  const reason = decision.approve ? null : decision.reason?.trim() || REJECTED_BY_ADMIN;
  const data = decision.approve
    ? { status: "approved" as const, approvedById: adminId, approvedAt: new Date(), rejectionReason: null }
    : { status: "rejected" as const, approvedById: null, approvedAt: null, rejectionReason: reason };
  const { count } = await delegate(kind, tx).updateMany({ where: { id, status: "pending" }, data });
  if (count === 0) {
    throw new ApiError("conflict", "Only pending listings can be approved or rejected.");
  }
  const listing = await titleAndPoster(tx, kind, id);
  const coins = decision.approve ? await awardListingApproval(tx, { kind, id, ...listing }) : 0;
  await writeAudit(tx, adminId, {
    action: decision.approve ? "listing.approve" : "listing.reject",
    targetType: kind,
    targetId: id,
    summary: listing.title,
    reason,
  });
  const decided = { kind, id, ...listing, approved: decision.approve, reason };
  const notice = listingDecided(decided, coins, adminId);
  if (notice) await notifyMany(tx, [notice]);
  return decided;
}

/**
 * After approvals commit: each listing is queued to be matched against the saved searches (listing.match,
 * lib/saved-searches/jobs.ts). The decision stands whatever the queue answers: a failure to queue is logged.
 */
export async function queueListingMatches(kind: ListingKind, ids: string[]): Promise<void> {
  for (const id of ids) {
    try {
      await enqueue("listing.match", { kind, id });
    } catch (error) {
      logFailure("listing_match_not_queued", error, { kind, id });
    }
  }
}

/** An admin approves or rejects one pending listing; its poster is mailed once it is decided. */
export async function moderateListing(kind: ListingKind, id: string, admin: Actor, decision: Decision) {
  assertAdmin(admin, "Only admins can approve or reject listings.");
  await findOwnership(kind, id);
  const decided = await db.$transaction((tx) => decideListingInTx(tx, kind, id, admin.id, decision));
  if (decided.approved) await queueListingMatches(kind, [id]);
  refreshListings(kind);
  await sendListingDecisionMail(decided);
}

/**
 * The poster or an admin may delete a listing of any status. Its image goes in the same transaction,
 * unless another listing still uses it.
 */
export async function deleteListing(kind: ListingKind, id: string, viewer: Actor) {
  const row = await findOwnership(kind, id);
  assertCanManageListing(kind, row, viewer, "delete");
  await db.$transaction(async (tx) => {
    if (isAdmin(viewer) && row.postedById !== viewer.id) {
      const { title } = await titleAndPoster(tx, kind, id);
      await writeAudit(tx, viewer.id, {
        action: "listing.delete",
        targetType: kind,
        targetId: id,
        summary: title,
      });
    }
    const select = { imageId: true } as const;
    const { imageId } =
      kind === "job"
        ? await tx.job.delete({ where: { id }, select })
        : kind === "event"
          ? await tx.event.delete({ where: { id }, select })
          : kind === "startup"
            ? await tx.startup.delete({ where: { id }, select })
            : await tx.gig.delete({ where: { id }, select });
    if (imageId) await deleteImageIfUnused(imageId, tx);
  });
  refreshListings(kind);
}
