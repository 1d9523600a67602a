import { ArrowLeft, CalendarClock, Clock, Gavel, Mail, Wallet } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { BidDecisionButtons } from "@/components/bids/bid-decision-buttons";
import { BidStatusBadge } from "@/components/bids/status-badge";
import { FactList } from "@/components/ui/fact-list";
import { EmptyState } from "@/components/ui/states";
import { requireUserOrRedirect } from "@/lib/auth/page-guards";
import { listGigBids } from "@/lib/bids/queries";
import { ApiError } from "@/lib/errors";
import { formatDay } from "@/lib/format/date";
import { formatRupees } from "@/lib/gigs/dto";

export const metadata: Metadata = { title: "Bids", robots: { index: false } };

type Params = Promise<{ id: string }>;

/** The bids on one of the member's gigs (admins: any gig, seeded ones included), with Accept / Reject. */
export default async function GigBidsPage({ params }: { params: Params }) {
  const { id } = await params;
  const user = await requireUserOrRedirect(`/dashboard/gigs/${id}/bids`);
  const { gig, bids } = await listGigBids(id, user).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === "not_found") notFound();
    throw error;
  });
  const awarded = bids.some((b) => b.status === "accepted");
  const pending = bids.filter((b) => b.status === "pending").length;
  return (
    <div className="flex flex-col gap-8 pt-4">
      <Link
        href="/dashboard?tab=listings"
        className="inline-flex min-h-11 w-fit items-center gap-1.5 text-sm text-muted hover:text-text"
      >
        <ArrowLeft aria-hidden className="size-4" /> My Listings
      </Link>
      <header className="flex flex-col gap-2">
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-accent">Bids</p>
        <h1 className="text-balance text-3xl font-bold tracking-tight md:text-4xl">{gig.title}</h1>
        <p className="text-muted">
          {gig.company} · {bids.length} {bids.length === 1 ? "bid" : "bids"}
          {awarded ? ", awarded" : pending > 0 ? `, ${pending} waiting for your answer` : ""}
        </p>
      </header>
      {bids.length === 0 ? (
        <EmptyState
          icon={<Gavel className="size-10" />}
          title="No bids yet"
          description="When members bid on this gig, their offers appear here."
        />
      ) : (
        <ul className="flex flex-col gap-4">
          {bids.map((b) => (
            <li
              key={b.id}
              className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-border bg-surface/80 p-5"
            >
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="flex flex-col gap-0.5">
                  <h2 className="text-lg font-semibold">{b.bidderName}</h2>
                  <p className="text-sm text-muted">@{b.bidderUsername}</p>
                </div>
                <BidStatusBadge status={b.status} />
              </div>
              <FactList
                className="p-4 sm:grid-cols-2"
                facts={[
                  { icon: Wallet, label: "Bid", value: formatRupees(b.amount) },
                  {
                    icon: Clock,
                    label: "Duration",
                    value: `${b.durationDays} ${b.durationDays === 1 ? "day" : "days"}`,
                  },
                  { icon: CalendarClock, label: "Submitted", value: formatDay(b.submittedAt) },
                  {
                    icon: Mail,
                    label: "Email",
                    value: (
                      <a href={`mailto:${b.bidderEmail}`} className="underline">
                        {b.bidderEmail}
                      </a>
                    ),
                  },
                ]}
              />
              {b.message && <p className="whitespace-pre-line text-sm text-muted">{b.message}</p>}
              {b.status === "pending" && !awarded && <BidDecisionButtons id={b.id} bidder={b.bidderName} />}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
