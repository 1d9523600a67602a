"use client";

import { Gavel, Inbox, Pencil, Ticket } from "lucide-react";
import Link from "next/link";
import { useLocale, useTranslations } from "#i18n";
import { useEffect, useRef, useState } from "react";
import { CloseListingButton } from "@/components/dashboard/close-listing-button";
import { MyListingDeleteButton } from "@/components/dashboard/delete-listing-button";
import type { ListingKind } from "@/components/listings/listing-toasts";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button";
import { formatDay } from "@/lib/format/date";
import { firstOf } from "@/lib/jobs/format";
import type { MyListingRow } from "@/lib/listing-views/my-listings";
import { localizedPath } from "@/lib/i18n/locales";
import { closedLabel } from "@/lib/listings/closed-reason";
import { givenReason } from "@/lib/listings/rejection";

const tone: Record<string, BadgeTone> = { pending: "warning", approved: "success", rejected: "danger" };

/** Where a listing shows (startups have no page of their own; the list shows approved ones). */
const pages: Record<ListingKind, (id: string) => string> = {
  job: (id) => `/job/${id}`,
  event: (id) => `/event/${id}`,
  gig: (id) => `/gig/${id}`,
  startup: () => "/startups",
};

/** The poster's way to the other side: applications to a job, bids on a gig, registrations for an event. */
const responses = {
  job: { icon: Inbox, href: (id: string) => `/dashboard/jobs/${id}/applications` },
  gig: { icon: Gavel, href: (id: string) => `/dashboard/gigs/${id}/bids` },
  event: { icon: Ticket, href: (id: string) => `/dashboard/events/${id}/registrations` },
} as const;

function ResponsesLink({ listing }: { listing: ListingRowData }) {
  const t = useTranslations("dashboardActions.row");
  const locale = useLocale();
  if (listing.responses === undefined || listing.status !== "approved" || listing.kind === "startup")
    return null;
  const { icon: Icon, href } = responses[listing.kind];
  return (
    <Link href={localizedPath(locale, href(listing.id))} className={buttonClass("secondary", "sm")}>
      <Icon aria-hidden className="size-4" />
      {t(`responses.${listing.kind}`, { count: listing.responses })}
      <span className="sr-only"> {t("responsesFor", { title: listing.title })}</span>
    </Link>
  );
}

export type ListingRowData = MyListingRow;

/**
 * One of the member's listings: its status (and the last rejection's reason), Edit until it is closed, Close
 * while a job or gig is live, and Delete. A close shows at once (its badge, no Edit or Close), not only when the
 * page's refresh arrives; the focus then goes to the listing's title, where the gone Close button was.
 */
export function ListingRow({ listing }: { listing: ListingRowData }) {
  const t = useTranslations("dashboardActions.row");
  const locale = useLocale();
  const tags = firstOf(listing.tags, 5);
  const href = localizedPath(locale, pages[listing.kind](listing.id));
  /** "Reason: ….", or the plain statement that none was given. */
  const reasonLine = (reason: string | null | undefined) => {
    const given = givenReason(reason);
    if (!given) return t("noReason");
    return t("reason", { reason: /[.!?]$/.test(given) ? given : `${given}.` });
  };
  /** The reason it was closed with here, before the page's refresh says so. */
  const [closedHere, setClosedHere] = useState<string | null>(null);
  const closed = !!listing.closedAt || closedHere !== null;
  const closedReason = closedHere ?? listing.closedReason;
  const closable = (listing.kind === "job" || listing.kind === "gig") && listing.status === "approved";
  const title = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (closedHere === null) return;
    // After the dialog's own return of the focus (to the Close button, now gone), in the task after it.
    const timer = setTimeout(() => title.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [closedHere]);
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-border bg-surface/80 p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-0.5">
          <Link
            ref={title}
            href={href}
            className="line-clamp-2 font-semibold wrap-anywhere hover:text-[#c4b5fd]"
          >
            {listing.title}
          </Link>
          <p className="text-sm text-muted">
            {listing.subtitle} · {t("submitted", { date: formatDay(listing.createdAt, "", locale) })}
          </p>
        </div>
        {closed ? (
          <Badge>{t(`closed.${closedLabel(closedReason)}`)}</Badge>
        ) : (
          <Badge tone={tone[listing.status]}>{t(`status.${listing.status}`)}</Badge>
        )}
      </div>
      {listing.status === "rejected" && (
        <p className="text-sm text-danger">
          {reasonLine(listing.rejectionReason)} {t("editToResubmit")}
        </p>
      )}
      {listing.status === "pending" && listing.rejectionReason && (
        <p className="text-sm text-muted">
          {t("resubmitted")} {reasonLine(listing.rejectionReason)}
        </p>
      )}
      {tags.shown.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={t("skills")}>
          {tags.shown.map((t) => (
            <li key={t}>
              <Badge>{t}</Badge>
            </li>
          ))}
          {tags.more > 0 && (
            <li>
              <Badge>{t("more", { count: tags.more })}</Badge>
            </li>
          )}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        <ResponsesLink listing={listing} />
        {!closed && (
          <Link
            href={localizedPath(locale, `/submit-listing?type=${listing.kind}&edit=true&id=${listing.id}`)}
            className={buttonClass("secondary", "sm")}
            aria-label={t("editLabel", { title: listing.title })}
          >
            <Pencil aria-hidden className="size-4" /> {t("edit")}
          </Link>
        )}
        {closable && !closed && (
          <CloseListingButton
            kind={listing.kind as "job" | "gig"}
            id={listing.id}
            title={listing.title}
            onClosed={setClosedHere}
          />
        )}
        <MyListingDeleteButton kind={listing.kind} id={listing.id} title={listing.title} />
      </div>
    </li>
  );
}
