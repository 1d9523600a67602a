// The poster's notice of a decision on their listing. A failed mail never undoes the decision (lib/mail/deliver).
import { mailGreeting } from "@/lib/mail/greeting";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { deliverMail } from "@/lib/mail/deliver";
import { renderMail } from "@/lib/mail/template";
import { reasonLine } from "@/lib/listings/rejection";

export type DecidedListing = {
  kind: "job" | "event" | "startup" | "gig";
  id: string;
  title: string;
  postedById: string | null;
  approved: boolean;
  reason: string | null;
};

const pages = { job: "/job/", event: "/event/", gig: "/gig/", startup: null } as const;

export async function sendListingDecisionMail(listing: DecidedListing): Promise<void> {
  if (!listing.postedById) return;
  const poster = await db.user
    .findUnique({ where: { id: listing.postedById }, select: { email: true, firstName: true } })
    .catch(() => null);
  if (!poster) return;
  const page = pages[listing.kind];
  const url = new URL(
    listing.approved && page ? `${page}${listing.id}` : "/dashboard/listings",
    env.SITE_URL,
  ).toString();
  const line = listing.approved
    ? `Your ${listing.kind} "${listing.title}" has been approved and is now live.`
    : `Your ${listing.kind} "${listing.title}" was not approved. ${reasonLine(listing.reason)}`;
  const { html, text } = renderMail({
    preview: line,
    heading: listing.approved ? "Your listing is live" : "Your listing was not approved",
    paragraphs: [mailGreeting(poster), line],
    button: { label: listing.approved ? "View listing" : "View my listings", url },
  });
  await deliverMail("listing decision", {
    to: poster.email,
    subject: `${listing.title}: ${listing.approved ? "approved" : "not approved"}`,
    html,
    text,
  });
}
