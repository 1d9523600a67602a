// What each event says in the notification centre: one builder per event, called by the code that makes the
// change (and sends its mail), so the words live in one place. Each returns a NotificationInput for notify().
// No imports from other domain folders (they import this one): amounts come formatted.
import { formatEventDate } from "@/lib/format/date";
import { notificationHrefs as hrefs, type ListingKind } from "@/lib/notifications/hrefs";
import type { NotificationInput } from "@/lib/notifications/write";
import { plural } from "@/lib/format/plural";

type Input = NotificationInput;

/** A listing approved (with the coins its approval paid) or rejected (with the reason); null without a poster. */
export function listingDecided(
  l: {
    kind: ListingKind;
    id: string;
    title: string;
    postedById: string | null;
    approved: boolean;
    reason: string | null;
  },
  coins: number,
  actorId: string,
): Input | null {
  if (!l.postedById) return null;
  return {
    userId: l.postedById,
    actorId,
    kind: l.approved ? "listing_approved" : "listing_rejected",
    title: l.approved
      ? `Your ${l.kind} "${l.title}" was approved`
      : `Your ${l.kind} "${l.title}" was not approved`,
    body: l.approved
      ? coins > 0
        ? `It is live, and you earned ${plural(coins, "coin")}.`
        : "It is live."
      : (l.reason ?? ""),
    href: hrefs.listing(l.kind, l.id, l.approved),
    text: {
      title: [l.approved ? "listing.approved" : "listing.rejected", { kind: l.kind, title: l.title }],
      ...(l.approved ? { body: coins > 0 ? ["listing.liveCoins", { coins }] : ["listing.live"] } : {}),
    },
  };
}

export const applicationReceived = (
  a: { posterId: string; jobId: string; jobTitle: string; applicant: string },
  actorId: string,
): Input => ({
  userId: a.posterId,
  actorId,
  kind: "application_received",
  title: `New application for ${a.jobTitle}`,
  body: `${a.applicant} applied.`,
  href: hrefs.applicants(a.jobId),
  text: {
    title: ["application.received", { job: a.jobTitle }],
    body: ["application.receivedBody", { applicant: a.applicant }],
  },
});

export const bidReceived = (
  b: { posterId: string; gigId: string; gigTitle: string; bidder: string; amount: string },
  actorId: string,
): Input => ({
  userId: b.posterId,
  actorId,
  kind: "bid_received",
  title: `New bid on ${b.gigTitle}`,
  body: `${b.bidder} bid ${b.amount}.`,
  href: hrefs.bids(b.gigId),
  text: {
    title: ["bid.received", { gig: b.gigTitle }],
    body: ["bid.receivedBody", { bidder: b.bidder, amount: b.amount }],
  },
});

export const applicationDecided = (
  a: {
    userId: string;
    status: "accepted" | "rejected" | "completed";
    job: { title: string; company: string };
  },
  actorId: string,
  message?: string,
): Input => ({
  userId: a.userId,
  actorId,
  kind: "application_decided",
  title: `Your application for ${a.job.title}: ${a.status}`,
  body: message || `${a.job.company} marked it ${a.status}.`,
  href: hrefs.myApplications(),
  text: {
    title: ["application.decided", { job: a.job.title, status: a.status }],
    ...(message ? {} : { body: ["application.decidedBody", { company: a.job.company, status: a.status }] }),
  },
});

/** A pending application whose job was closed early: it goes no further ("Filled": the position was filled). */
export const applicationClosed = (
  a: { userId: string; job: { title: string }; reason: string },
  actorId: string,
): Input => ({
  userId: a.userId,
  actorId,
  kind: "application_decided",
  title: `Your application for ${a.job.title}: closed`,
  body: a.reason === "Filled" ? "The position has been filled." : "The job was closed.",
  href: hrefs.myApplications(),
  text: {
    title: ["application.closed", { job: a.job.title }],
    body: [a.reason === "Filled" ? "application.filledBody" : "application.closedBody"],
  },
});

export const bidClosed = (
  b: { userId: string; gig: { title: string }; reason: string },
  actorId: string,
): Input => ({
  userId: b.userId,
  actorId,
  kind: "bid_decided",
  title: `Your bid on ${b.gig.title}: closed`,
  body: b.reason === "Filled" ? "The gig has been filled." : "The gig was closed.",
  href: hrefs.myBids(),
  text: {
    title: ["bid.closed", { gig: b.gig.title }],
    body: [b.reason === "Filled" ? "bid.filledBody" : "bid.closedBody"],
  },
});

export const bidDecided = (
  b: { userId: string; status: "accepted" | "rejected"; gigTitle: string },
  actorId: string,
): Input => ({
  userId: b.userId,
  actorId,
  kind: "bid_decided",
  title:
    b.status === "accepted"
      ? `Your bid on ${b.gigTitle} was accepted`
      : `Your bid on ${b.gigTitle} was not selected`,
  href: hrefs.myBids(),
  text: { title: [b.status === "accepted" ? "bid.accepted" : "bid.rejected", { gig: b.gigTitle }] },
});

export type ConsultationChange = "accepted" | "rescheduled" | "rejected" | "cancelled";

const consultationTitles: Record<ConsultationChange, string> = {
  accepted: "Your consultation is confirmed",
  rescheduled: "Your consultation has a new time",
  rejected: "Your consultation was declined",
  cancelled: "Your consultation was cancelled",
};

export const consultationChanged = (
  c: { userId: string; topic: string; scheduledDate: string | Date | null; adminNotes?: string | null },
  change: ConsultationChange,
  actorId: string,
): Input => ({
  userId: c.userId,
  actorId,
  kind: `consultation_${change}`,
  title: consultationTitles[change],
  body:
    change === "accepted" || change === "rescheduled"
      ? `${c.topic}: ${formatEventDate(c.scheduledDate)} IST`
      : change === "rejected" && c.adminNotes
        ? `${c.topic}: ${c.adminNotes}`
        : c.topic,
  href: hrefs.myConsultations(),
  text: {
    title: [`consultation.${change}`],
    ...((change === "accepted" || change === "rescheduled") && c.scheduledDate
      ? { body: ["consultation.when", { topic: c.topic, when: { date: new Date(c.scheduledDate).toISOString() } }] }
      : {}),
  },
});

export const coinsCredited = (
  c: { userId: string; amount: number; reason: string },
  actorId: string | null,
): Input => ({
  userId: c.userId,
  actorId,
  kind: "coins_credited",
  title: `${plural(c.amount, "coin")} added`,
  body: c.reason,
  href: hrefs.coinHistory(),
  text: { title: ["coins.credited", { amount: c.amount }] },
});
