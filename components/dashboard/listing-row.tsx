"use client";

import { Gavel, Inbox, Pencil, Ticket } from "lucide-react";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { CloseListingButton } from "@/components/dashboard/close-listing-button";
import { DeleteListingButton } from "@/components/dashboard/delete-listing-button";
import type { ListingKind } from "@/components/listings/listing-toasts";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button";
import { formatDay } from "@/lib/format/date";
import { firstOf } from "@/lib/jobs/format";
import type { MyListingRow } from "@/lib/listing-views/my-listings";
import { closedLabel } from "@/lib/listings/closed-reason";
import { reasonLine } from "@/lib/listings/rejection";
import { plural } from "@/lib/format/plural";

const tone: Record<string, BadgeTone> = { pending: "warning", approved: "success", rejected: "danger" };
const label: Record<string, string> = { pending: "Pending review", approved: "Live", rejected: "Rejected" };

/** Where a listing shows (startups have no page of their own; the list shows approved ones). */
const pages: Record<ListingKind, (id: string) => string> = {
  job: (id) => `/job/${id}`,
  event: (id) => `/event/${id}`,
  gig: (id) => `/gig/${id}`,
  startup: () => "/startups",
};

/** The poster's way to the other side: applications to a job, bids on a gig, registrations for an event. */
const responses = {
  job: { icon: Inbox, href: (id: string) => `/dashboard/jobs/${id}/applications`, noun: "application" },
  gig: { icon: Gavel, href: (id: string) => `/dashboard/gigs/${id}/bids`, noun: "bid" },
  event: {
    icon: Ticket,
    href: (id: string) => `/dashboard/events/${id}/registrations`,
    noun: "registration",
  },
} as const;

function ResponsesLink({ listing }: { listing: ListingRowData }) {
  if (listing.responses === undefined || listing.status !== "approved" || listing.kind === "startup")
    return null;
  const { icon: Icon, href, noun } = responses[listing.kind];
  return (
    <Link href={href(listing.id)} className={buttonClass("secondary", "sm")}>
      <Icon aria-hidden className="size-4" />
      {plural(listing.responses, noun)}
      <span className="sr-only"> for {listing.title}</span>
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
  const tags = firstOf(listing.tags, 5);
  const href = pages[listing.kind](listing.id);
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
            {listing.subtitle} · Submitted {formatDay(listing.createdAt)}
          </p>
        </div>
        {closed ? (
          <Badge>{closedLabel(closedReason)}</Badge>
        ) : (
          <Badge tone={tone[listing.status]}>{label[listing.status]}</Badge>
        )}
      </div>
      {listing.status === "rejected" && (
        <p className="text-sm text-danger">
          {reasonLine(listing.rejectionReason)} Edit it to resubmit it for review.
        </p>
      )}
      {listing.status === "pending" && listing.rejectionReason && (
        <p className="text-sm text-muted">
          Resubmitted. Last rejection: {reasonLine(listing.rejectionReason)}
        </p>
      )}
      {tags.shown.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Skills">
          {tags.shown.map((t) => (
            <li key={t}>
              <Badge>{t}</Badge>
            </li>
          ))}
          {tags.more > 0 && (
            <li>
              <Badge>+{tags.more} more</Badge>
            </li>
          )}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        <ResponsesLink listing={listing} />
        {!closed && (
          <Link
            href={`/submit-listing?type=${listing.kind}&edit=true&id=${listing.id}`}
            className={buttonClass("secondary", "sm")}
            aria-label={`Edit ${listing.title}`}
          >
            <Pencil aria-hidden className="size-4" /> Edit
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
        <DeleteListingButton kind={listing.kind} id={listing.id} title={listing.title} />
      </div>
    </li>
  );
}
