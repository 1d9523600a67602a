// A gig closed early decides the bids still pending on it: each goes to "closed" and its bidder is told, by a
// notification written with the change and a mail sent after the answer (sendBidClosedMails), as a job's open
// applications are (lib/applications/closing.ts). One UPDATE and one INSERT, inside the close's transaction.
import type { Prisma } from "@/lib/generated/prisma/client";
import { bidClosed } from "@/lib/notifications/events";
import { notifyMany } from "@/lib/notifications/write";

type Tx = Prisma.TransactionClient;

export type ClosedGig = { id: string; title: string; company: string };
export type ClosedBidder = { name: string; email: string };

/** In the close's transaction (the gig's row already updated, so locked): answers who is to be mailed. */
export async function closePendingBids(
  tx: Tx,
  gig: ClosedGig,
  reason: "Filled" | "Closed",
  actorId: string,
): Promise<ClosedBidder[]> {
  const rows = await tx.bid.updateManyAndReturn({
    where: { gigId: gig.id, status: "pending" },
    data: { status: "closed" },
    select: { userId: true, user: { select: { firstName: true, email: true } } },
  });
  await notifyMany(
    tx,
    rows.map((r) => bidClosed({ userId: r.userId, gig, reason }, actorId)),
  );
  return rows.map(({ user }) => ({ name: user.firstName, email: user.email }));
}
