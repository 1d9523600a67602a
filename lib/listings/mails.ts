// The poster's notice of a decision on their listing. A failed mail never undoes the decision (lib/mail/deliver).
// In the poster's language (their row's, read now), its link to the site in it.
import { mailGreeting } from "@/lib/mail/greeting";
import { db } from "@/lib/db";
import { deliverMail } from "@/lib/mail/deliver";
import { mailTranslator, mailUrl } from "@/lib/mail/i18n";
import { renderMail } from "@/lib/mail/template";
import { givenReason } from "@/lib/listings/rejection";

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
    .findUnique({
      where: { id: listing.postedById },
      select: { email: true, firstName: true, locale: true },
    })
    .catch(() => null);
  if (!poster) return;
  const t = await mailTranslator(poster.locale);
  const page = pages[listing.kind];
  const url = mailUrl(poster.locale, listing.approved && page ? `${page}${listing.id}` : "/dashboard/listings");
  const given = givenReason(listing.reason);
  // The reason as the poster reads it (lib/listings/rejection.ts's reasonLine, in their language).
  const reason = !given
    ? t("listings.noReason")
    : t("listings.reason", { reason: /[.!?]$/.test(given) ? given : `${given}.` });
  const line = listing.approved
    ? t("listings.approved", { kind: listing.kind, title: listing.title })
    : t("listings.rejected", { kind: listing.kind, title: listing.title, reason });
  const { html, text } = renderMail({
    preview: line,
    heading: t(listing.approved ? "listings.headingApproved" : "listings.headingRejected"),
    paragraphs: [mailGreeting(poster, t), line],
    button: { label: t(listing.approved ? "listings.buttonApproved" : "listings.buttonRejected"), url },
  });
  await deliverMail("listing decision", {
    to: poster.email,
    subject: t(listing.approved ? "listings.subjectApproved" : "listings.subjectRejected", {
      title: listing.title,
    }),
    html,
    text,
  });
}
