// A thread begins when the poster first writes to an applicant (shortlisted or decided) or a bidder (accepted
// or rejected), from the pipeline's Message action (POST /api/applications/{id}/message, /api/bids/{id}/message,
// which replaced the one-way relayed mail): one thread per application or bid, made once even when two requests
// race. Its poster side is the listing's poster (an admin only for a listing no member posted).
import { findApplicationToManage } from "@/lib/applications/access";
import { canManageListing, type Actor } from "@/lib/auth/policy";
import { bidMessages } from "@/lib/bids/messages";
import { db } from "@/lib/db";
import { conflict, forbidden, notFound } from "@/lib/errors";
import { isListingId } from "@/lib/listings/ids";
import { postMessage } from "@/lib/conversations/mutations";
import { conversationMessages as m } from "@/lib/conversations/schema";

const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === "P2002";

type Opening = { posterId: string; memberId: string; subject: string };

/** The poster side for `actor`: the listing's poster; an admin only where no member posted it. */
function posterFor(actor: Actor, postedById: string | null): string {
  if (postedById && postedById !== actor.id) throw forbidden(m.adminNotPoster);
  return actor.id;
}

async function openThread(link: { applicationId: string } | { bidId: string }, o: Opening) {
  const existing = await db.thread.findUnique({ where: link, select: { id: true } });
  if (existing) return existing.id;
  try {
    const created = await db.thread.create({
      data: {
        ...link,
        subject: o.subject,
        participants: {
          create: [
            { userId: o.posterId, side: "poster" },
            { userId: o.memberId, side: "member" },
          ],
        },
      },
      select: { id: true },
    });
    return created.id;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return (await db.thread.findUniqueOrThrow({ where: link, select: { id: true } })).id;
  }
}

/** The thread of application `id`, made if need be: its job's poster (or an admin), once it is shortlisted. */
export async function openApplicationThread(actor: Actor, id: string): Promise<string> {
  const found = await findApplicationToManage(id, actor);
  const decided = ["accepted", "rejected", "completed"].includes(found.status);
  if (!decided && !(found.status === "pending" && found.shortlistedAt)) throw conflict(m.notShortlisted);
  const existing = await db.thread.findUnique({ where: { applicationId: id }, select: { id: true } });
  if (existing) return existing.id;
  const job = await db.job.findUniqueOrThrow({
    where: { id: found.job.id },
    select: { closedAt: true },
  });
  if (job.closedAt) throw conflict(m.listingClosed);
  return openThread(
    { applicationId: id },
    {
      posterId: posterFor(actor, found.job.postedById),
      memberId: found.userId,
      subject: `${found.job.title} at ${found.job.company}`,
    },
  );
}

/** The thread of bid `id`, made if need be: its gig's poster (or an admin), once the bid is decided. */
export async function openBidThread(actor: Actor, id: string): Promise<string> {
  const bid = isListingId(id)
    ? await db.bid.findUnique({
        where: { id },
        select: {
          userId: true,
          status: true,
          gig: { select: { title: true, company: true, status: true, postedById: true } },
        },
      })
    : null;
  if (!bid) throw notFound(bidMessages.notFound);
  if (!canManageListing(actor, bid.gig)) {
    if (bid.userId === actor.id || bid.gig.status === "approved") throw forbidden(bidMessages.notYourGig);
    throw notFound(bidMessages.notFound);
  }
  if (bid.status !== "accepted" && bid.status !== "rejected") throw conflict(m.bidNotDecided);
  const existing = await db.thread.findUnique({ where: { bidId: id }, select: { id: true } });
  if (existing) return existing.id;
  return openThread(
    { bidId: id },
    {
      posterId: posterFor(actor, bid.gig.postedById),
      memberId: bid.userId,
      subject: `${bid.gig.title} at ${bid.gig.company}`,
    },
  );
}

/** The pipeline's Message action on an applicant: writes in the application's conversation (opened if need be). */
export async function messageApplicant(actor: Actor, id: string, message: string) {
  const threadId = await openApplicationThread(actor, id);
  const posted = await postMessage(actor, threadId, message);
  return { id, threadId, messageId: posted.message.id, sent: posted.mailed };
}

/** The pipeline's Message action on a bidder: writes in the bid's conversation (opened if need be). */
export async function messageBidder(actor: Actor, id: string, message: string) {
  const threadId = await openBidThread(actor, id);
  const posted = await postMessage(actor, threadId, message);
  return { id, threadId, messageId: posted.message.id, sent: posted.mailed };
}
