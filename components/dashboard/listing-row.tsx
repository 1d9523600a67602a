import { Inbox, Pencil } from "lucide-react";
import Link from "next/link";
import { DeleteListingButton } from "@/components/dashboard/delete-listing-button";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button";
import { formatDay } from "@/lib/format/date";
import { firstOf } from "@/lib/jobs/format";

const tone: Record<string, BadgeTone> = { pending: "warning", approved: "success", rejected: "danger" };
const label: Record<string, string> = { pending: "Pending review", approved: "Live", rejected: "Rejected" };

export type ListingRowData = {
  kind: "job" | "event";
  id: string;
  title: string;
  subtitle: string;
  status: "pending" | "approved" | "rejected";
  createdAt: string;
  rejectionReason: string | null;
  tags: string[];
  /** Jobs: how many applications it has (the link to them shows once it is live). */
  applications?: number;
};

/** One of the member's listings: its status, and Edit / Delete while it may still change. */
export function ListingRow({ listing }: { listing: ListingRowData }) {
  const tags = firstOf(listing.tags, 5);
  const href = listing.kind === "job" ? `/job/${listing.id}` : `/event/${listing.id}`;
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-border bg-surface/80 p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-0.5">
          <Link href={href} className="truncate font-semibold hover:text-[#c4b5fd]">
            {listing.title}
          </Link>
          <p className="text-sm text-muted">
            {listing.subtitle} · Submitted {formatDay(listing.createdAt)}
          </p>
        </div>
        <Badge tone={tone[listing.status]}>{label[listing.status]}</Badge>
      </div>
      {listing.status === "rejected" && (
        <p className="text-sm text-danger">Reason: {listing.rejectionReason ?? "Rejected by admin"}</p>
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
        {listing.applications !== undefined && listing.status === "approved" && (
          <Link
            href={`/dashboard/jobs/${listing.id}/applications`}
            className={buttonClass("secondary", "sm")}
          >
            <Inbox aria-hidden className="size-4" />
            {listing.applications === 1 ? "1 application" : `${listing.applications} applications`}
            <span className="sr-only"> for {listing.title}</span>
          </Link>
        )}
        {listing.status === "pending" && (
          <Link
            href={`/submit-listing?type=${listing.kind}&edit=true&id=${listing.id}`}
            className={buttonClass("secondary", "sm")}
          >
            <Pencil aria-hidden className="size-4" /> Edit
          </Link>
        )}
        <DeleteListingButton kind={listing.kind} id={listing.id} title={listing.title} />
      </div>
    </li>
  );
}
