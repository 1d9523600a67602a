import { CalendarClock, Clock, Wallet } from "lucide-react";
import { useLocale, useTranslations } from "#i18n";
import type { ReactNode } from "react";
import { BidStatusBadge } from "@/components/bids/status-badge";
import { FactList, type Fact } from "@/components/ui/fact-list";
import { RecordCard } from "@/components/ui/record-card";
import type { BidStatus } from "@/lib/bids/dto";
import { formatDay } from "@/lib/format/date";
import { formatRupees } from "@/lib/format/rupees";

type Bid = { amount: number; durationDays: number; submittedAt: string; message: string; status: BidStatus };

/** A bid as either side reads it: the offer, how long, since when, the bidder's message, then `children`. */
export function BidCard({
  bid,
  heading,
  amountLabel,
  more = [],
  about,
  factsClassName,
  children,
}: {
  bid: Bid;
  heading: ReactNode;
  /** "Bid" for the poster, "Your bid" for the bidder. */
  amountLabel: string;
  /** Facts after the offer's. */
  more?: Fact[];
  /** The bidder's profile summary (their bio), for the poster. */
  about?: string;
  factsClassName: string;
  children?: ReactNode;
}) {
  const t = useTranslations("dashboard.bid");
  const locale = useLocale();
  return (
    <RecordCard heading={heading} status={<BidStatusBadge status={bid.status} />}>
      <FactList
        className={factsClassName}
        facts={[
          { icon: Wallet, label: amountLabel, value: formatRupees(bid.amount, locale) },
          { icon: Clock, label: t("duration"), value: t("days", { count: bid.durationDays }) },
          { icon: CalendarClock, label: t("submitted"), value: formatDay(bid.submittedAt, "", locale) },
          ...more,
        ]}
      />
      {about && (
        <div className="flex flex-col gap-1">
          <h3 className="text-sm font-semibold">{t("aboutBidder")}</h3>
          <p className="wrap-break-word text-sm text-muted">{about}</p>
        </div>
      )}
      {bid.message && (
        <div className="flex flex-col gap-1">
          {about !== undefined && <h3 className="text-sm font-semibold">{t("message")}</h3>}
          <p className="whitespace-pre-line wrap-break-word text-sm text-muted">{bid.message}</p>
        </div>
      )}
      {children}
    </RecordCard>
  );
}
