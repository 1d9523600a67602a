// Placing, withdrawing and deciding bids. Each runs in one transaction holding the gig's row lock, so one open
// bid per member per gig and one accepted bid per gig hold under simultaneous requests.
import { canManageListing, ownsEntry, type Actor } from "@/lib/auth/policy";
import { gigBidSelect, myBidSelect, toGigBidDto, toMyBidDto } from "@/lib/bids/dto";
import type { GigBidDto, MyBidDto } from "@/lib/bids/dto";
import { sendBidConfirmationMail, sendBidDecisionMail, sendNewBidMail } from "@/lib/bids/mails";
import type { BidDecision, BidInput } from "@/lib/bids/schema";
import { bidMessages as m } from "@/lib/bids/messages";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { conflict, forbidden, notFound } from "@/lib/errors";
import { formatRupees } from "@/lib/format/rupees";
import type { Prisma } from "@/lib/generated/prisma/client";
import { isListingId } from "@/lib/listings/ids";
import { AWARDED } from "@/lib/listings/closed-reason";
import { refreshListings } from "@/lib/listings/refresh";
import { bidDecided, bidReceived } from "@/lib/notifications/events";
import { notify, notifyMany } from "@/lib/notifications/write";

type Tx = Prisma.TransactionClient;

type LockedGig = {
  id: string;
  title: string;
  status: string;
  postedById: string | null;
  deadline: Date | null;
  closedAt: Date | null;
  closedReason: string | null;
};

async function lockGig(tx: Tx, gigId: string): Promise<LockedGig | null> {
  const rows = await tx.$queryRaw<LockedGig[]>`
    SELECT "id", "title", "status"::text AS "status", "postedById", "deadline", "closedAt", "closedReason"
      FROM "Gig" WHERE "id" = ${gigId} FOR UPDATE`;
  return rows[0] ?? null;
}

/**
 * A member's bid on an approved gig that is not theirs, still open and not yet awarded. The poster is notified
 * and mailed; the bidder gets a confirmation.
 */
export async function placeBid(
  user: Actor,
  gigId: string,
  input: BidInput,
  now = new Date(),
): Promise<MyBidDto> {
  const { bid, gig, posterEmail } = await db.$transaction(async (tx) => {
    const gig = isListingId(gigId) ? await lockGig(tx, gigId) : null;
    if (!gig || gig.status !== "approved") throw notFound(m.gigNotFound);
    if (gig.postedById === user.id) throw forbidden(m.ownGig);
    if (gig.closedAt) throw conflict(gig.closedReason === AWARDED ? m.awarded : m.closedEarly);
    if (gig.deadline && gig.deadline.getTime() < now.getTime()) throw conflict(m.closed);
    const open = await tx.bid.findMany({
      where: { gigId, status: { in: ["pending", "accepted"] } },
      select: { userId: true, status: true },
    });
    if (open.some((b) => b.userId === user.id)) throw conflict(m.alreadyOpen);
    if (open.some((b) => b.status === "accepted")) throw conflict(m.awarded);
    const row = await tx.bid.create({
      data: { gigId, userId: user.id, ...input, createdAt: now },
      select: { ...myBidSelect, user: gigBidSelect.user },
    });
    const poster = gig.postedById
      ? await tx.user.findUnique({ where: { id: gig.postedById }, select: { email: true } })
      : null;
    if (gig.postedById) {
      const bidder = toGigBidDto(row).bidderName;
      const amount = formatRupees(input.amount);
      const notice = { posterId: gig.postedById, gigId, gigTitle: gig.title, bidder, amount };
      await notify(tx, bidReceived(notice, user.id));
    }
    return { bid: row, gig, posterEmail: poster?.email ?? null };
  });
  const bidder = toGigBidDto(bid);
  await Promise.all([
    // Seeded gigs have no poster: their bids reach the team's inbox.
    sendNewBidMail(posterEmail ?? env.CONTACT_TO_EMAIL, gig, bidder),
    sendBidConfirmationMail(bidder.bidderEmail, bid.gig, bidder),
  ]);
  return toMyBidDto(bid);
}

/** The bidder withdraws a pending bid (and may then bid again). Another member's id is 404. */
export async function withdrawBid(actor: Actor, id: string): Promise<MyBidDto> {
  const row = isListingId(id) ? await db.bid.findUnique({ where: { id }, select: { userId: true } }) : null;
  if (!row || !ownsEntry(actor, row)) throw notFound(m.notFound);
  const { count } = await db.bid.updateMany({
    where: { id, status: "pending" },
    data: { status: "withdrawn" },
  });
  if (count === 0) throw conflict(m.onlyPendingWithdraw);
  return toMyBidDto(await db.bid.findUniqueOrThrow({ where: { id }, select: myBidSelect }));
}

/**
 * The gig's poster (admins for seeded gigs) accepts a pending bid, and every other pending bid on the gig is
 * rejected with it; or rejects one. Under the gig's row lock, so of two simultaneous acceptances one wins.
 * An acceptance awards the gig: it is closed to bids ("Awarded") and leaves the lists, whose cached pages are
 * refreshed at once. Every bidder whose bid changed is notified (in the transaction) and mailed (after).
 */
export async function decideBid(viewer: Actor, id: string, status: BidDecision): Promise<GigBidDto> {
  const found = isListingId(id)
    ? await db.bid.findUnique({
        where: { id },
        select: { gigId: true, gig: { select: { postedById: true } } },
      })
    : null;
  if (!found || !canManageListing(viewer, found.gig)) throw notFound(m.notFound);
  const { changed, gigTitle } = await db.$transaction(async (tx) => {
    const gig = (await lockGig(tx, found.gigId))!;
    const bid = await tx.bid.findUniqueOrThrow({ where: { id }, select: { status: true } });
    if (bid.status !== "pending") throw conflict(m.onlyPendingDecide);
    if (status === "accepted") {
      const accepted = await tx.bid.count({ where: { gigId: gig.id, status: "accepted" } });
      if (accepted > 0) throw conflict(m.awarded);
    }
    const others =
      status === "accepted"
        ? await tx.bid.findMany({
            where: { gigId: gig.id, status: "pending", id: { not: id } },
            select: { id: true },
          })
        : [];
    await tx.bid.update({ where: { id }, data: { status } });
    if (status === "accepted" && !gig.closedAt) {
      await tx.gig.updateMany({
        where: { id: gig.id },
        data: { closedAt: new Date(), closedReason: AWARDED },
      });
    }
    if (others.length) {
      await tx.bid.updateMany({
        where: { id: { in: others.map((o) => o.id) } },
        data: { status: "rejected" },
      });
    }
    const changed = await tx.bid.findMany({
      where: { id: { in: [id, ...others.map((o) => o.id)] } },
      select: { ...gigBidSelect, userId: true },
    });
    await notifyMany(
      tx,
      changed.map((b) =>
        bidDecided(
          {
            userId: b.userId,
            status: b.status === "accepted" ? "accepted" : "rejected",
            gigTitle: gig.title,
          },
          viewer.id,
        ),
      ),
    );
    return { changed: changed.map(toGigBidDto), gigTitle: gig.title };
  });
  if (status === "accepted") refreshListings("gig");
  await Promise.all(
    changed.map((b) =>
      sendBidDecisionMail(
        { name: b.bidderName, email: b.bidderEmail },
        gigTitle,
        b.status === "accepted" ? "accepted" : "rejected",
        b,
      ),
    ),
  );
  return changed.find((b) => b.id === id)!;
}
