// Closing a live gig early (POST /api/gigs/{id}/close): the listing's close (lib/listings/close.ts), and with it in
// one transaction the bids still pending (lib/bids/closing.ts); their bidders are mailed once it is committed.
import type { Later } from "@/lib/accounts/login";
import type { Actor } from "@/lib/auth/policy";
import { closePendingBids } from "@/lib/bids/closing";
import { sendBidClosedMails } from "@/lib/bids/mails";
import { closeListing, type CloseReason } from "@/lib/listings/close";

/** Answers how many pending bids it closed; their mails go through `later` (after the answer) when given. */
export async function closeGig(
  viewer: Actor,
  id: string,
  reason: CloseReason,
  later?: Later,
): Promise<{ closedBids: number }> {
  const { listing, alongside: told = [] } = await closeListing("gig", id, viewer, reason, (tx, gig) =>
    closePendingBids(tx, gig, reason, viewer.id),
  );
  if (told.length) {
    const mail = () => sendBidClosedMails(told, listing, reason);
    if (later) later(mail);
    else await mail();
  }
  return { closedBids: told.length };
}
