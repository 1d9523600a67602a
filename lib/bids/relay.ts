// The gig's poster (or an admin) writes to a bidder once their bid is decided; the site relays it. Anyone else
// signed in gets 403 where they can know the bid exists (their own, or a live gig), else 404.
import { canManageListing, type Actor } from "@/lib/auth/policy";
import { bidMessages as m } from "@/lib/bids/messages";
import { db } from "@/lib/db";
import { conflict, forbidden, notFound } from "@/lib/errors";
import { isListingId } from "@/lib/listings/ids";
import { sendRelayedMessage } from "@/lib/mail/relay";

export async function messageBidder(actor: Actor, id: string, message: string) {
  const bid = isListingId(id)
    ? await db.bid.findUnique({
        where: { id },
        select: {
          userId: true,
          status: true,
          gig: { select: { title: true, company: true, status: true, postedById: true } },
          user: { select: { firstName: true, username: true, email: true } },
        },
      })
    : null;
  if (!bid) throw notFound(m.notFound);
  if (!canManageListing(actor, bid.gig)) {
    if (bid.userId === actor.id || bid.gig.status === "approved") throw forbidden(m.notYourGig);
    throw notFound(m.notFound);
  }
  if (bid.status !== "accepted" && bid.status !== "rejected") throw conflict(m.messageAfterDecision);
  const sent = await sendRelayedMessage({
    to: bid.user.email,
    name: bid.user.firstName || bid.user.username,
    from: bid.gig.company,
    about: `your bid on ${bid.gig.title}`,
    message,
  });
  return { id, sent };
}
