import { CalendarClock, Clock, Gavel, Wallet } from "lucide-react";
import Link from "next/link";
import { BidStatusBadge } from "@/components/bids/status-badge";
import { WithdrawBidButton } from "@/components/bids/withdraw-bid-button";
import { ButtonLink } from "@/components/ui/button";
import { FactList } from "@/components/ui/fact-list";
import { EmptyState } from "@/components/ui/states";
import { listMyBids } from "@/lib/bids/queries";
import { formatDay } from "@/lib/format/date";
import { formatRupees } from "@/lib/gigs/dto";

/** My Bids: the member's bids, newest first, with Withdraw on pending ones. */
export async function BidsPanel({ userId }: { userId: string }) {
  const bids = await listMyBids(userId);
  if (bids.length === 0) {
    return (
      <EmptyState
        icon={<Gavel className="size-10" />}
        title="No Bids Yet"
        description="Bid on paid gigs from startups, DAOs and brands; you can follow every bid here."
        action={<ButtonLink href="/gigs">Browse gigs</ButtonLink>}
      />
    );
  }
  return (
    <section aria-labelledby="bids-title" className="flex flex-col gap-4">
      <h2 id="bids-title" className="text-xl font-semibold">
        My Bids
      </h2>
      <ul className="flex flex-col gap-4">
        {bids.map((b) => (
          <li
            key={b.id}
            className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-border bg-surface/80 p-5"
          >
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="flex min-w-0 flex-col gap-0.5">
                {b.gigIsLive ? (
                  <Link href={`/gig/${b.gigId}`} className="text-lg font-semibold hover:text-[#c4b5fd]">
                    {b.gigTitle}
                  </Link>
                ) : (
                  <span className="text-lg font-semibold">{b.gigTitle}</span>
                )}
                <p className="text-sm text-muted">{b.company}</p>
              </div>
              <BidStatusBadge status={b.status} />
            </div>
            <FactList
              className="p-4 sm:grid-cols-3"
              facts={[
                { icon: Wallet, label: "Your bid", value: formatRupees(b.amount) },
                {
                  icon: Clock,
                  label: "Duration",
                  value: `${b.durationDays} ${b.durationDays === 1 ? "day" : "days"}`,
                },
                { icon: CalendarClock, label: "Submitted", value: formatDay(b.submittedAt) },
              ]}
            />
            {b.message && <p className="whitespace-pre-line text-sm text-muted">{b.message}</p>}
            {b.status === "pending" && (
              <div>
                <WithdrawBidButton id={b.id} gigTitle={b.gigTitle} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
