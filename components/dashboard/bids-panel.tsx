import Link from "next/link";
import { useLocale, useTranslations } from "#i18n";
import { WithdrawBidButton } from "@/components/bids/withdraw-bid-button";
import { PanelList } from "@/components/dashboard/panel-list";
import { BidCard } from "@/components/dashboard/record-bid";
import type { MyBidDto } from "@/lib/bids/dto";
import { localizedPath } from "@/lib/i18n/locales";

/** My Bids: the member's bids, newest first, with Withdraw on pending ones. */
export function BidsPanel({ bids }: { bids: MyBidDto[] }) {
  const t = useTranslations("dashboard.bid");
  const locale = useLocale();
  return (
    <PanelList tab="bids" items={bids} className="flex flex-col gap-4">
      {(b) => (
        <BidCard
          key={b.id}
          bid={b}
          heading={
            <>
              {b.gigIsLive ? (
                <Link href={localizedPath(locale, `/gig/${b.gigId}`)} className="text-lg font-semibold hover:text-[#c4b5fd]">
                  {b.gigTitle}
                </Link>
              ) : (
                <span className="text-lg font-semibold">{b.gigTitle}</span>
              )}
              <p className="text-sm text-muted">{b.company}</p>
            </>
          }
          amountLabel={t("yourBid")}
          factsClassName="p-4 sm:grid-cols-3"
        >
          {b.status === "pending" && (
            <div>
              <WithdrawBidButton id={b.id} gigTitle={b.gigTitle} />
            </div>
          )}
        </BidCard>
      )}
    </PanelList>
  );
}
