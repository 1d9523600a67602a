import { CalendarClock, Clock, Wallet } from "lucide-react";
import type { ReactNode } from "react";
import { BidStatusBadge } from "@/components/bids/status-badge";
import { FactList, type Fact } from "@/components/ui/fact-list";
import { RecordCard } from "@/components/ui/record-card";
import type { BidStatus } from "@/lib/bids/dto";
import { formatDay } from "@/lib/format/date";
import { formatRupees } from "@/lib/gigs/dto";
import { plural } from "@/lib/format/plural";

type Bid = { amount: number; durationDays: number; submittedAt: string; message: string; status: BidStatus };

/** A bid as either side reads it: the offer, how long, since when, the bidder's message, then `children`. */
export function BidCard({
  bid,
  heading,
  amountLabel,
  more = [],
  factsClassName,
  children,
}: {
  bid: Bid;
  heading: ReactNode;
  /** "Bid" for the poster, "Your bid" for the bidder. */
  amountLabel: string;
  /** Facts after the offer's. */
  more?: Fact[];
  factsClassName: string;
  children?: ReactNode;
}) {
  return (
    <RecordCard heading={heading} status={<BidStatusBadge status={bid.status} />}>
      <FactList
        className={factsClassName}
        facts={[
          { icon: Wallet, label: amountLabel, value: formatRupees(bid.amount) },
          {
            icon: Clock,
            label: "Duration",
            value: plural(bid.durationDays, "day"),
          },
          { icon: CalendarClock, label: "Submitted", value: formatDay(bid.submittedAt) },
          ...more,
        ]}
      />
      {bid.message && <p className="whitespace-pre-line text-sm text-muted">{bid.message}</p>}
      {children}
    </RecordCard>
  );
}
