import { Gavel, Mail } from "lucide-react";
import type { Metadata } from "next";
import { BidDecisionButtons } from "@/components/bids/bid-decision-buttons";
import { BidCard } from "@/components/dashboard/record-bid";
import { orNotFound, RecordResponses } from "@/components/dashboard/record-responses";
import { requireUserOrRedirect } from "@/lib/auth/page-guards";
import { listGigBids } from "@/lib/bids/queries";

export const metadata: Metadata = { title: "Bids", robots: { index: false } };

type Params = Promise<{ id: string }>;

/** The bids on one of the member's gigs (admins: any gig, seeded ones included), with Accept / Reject. */
export default async function GigBidsPage({ params }: { params: Params }) {
  const { id } = await params;
  const user = await requireUserOrRedirect(`/dashboard/gigs/${id}/bids`);
  const { gig, bids } = await orNotFound(listGigBids(id, user));
  const awarded = bids.some((b) => b.status === "accepted");
  return (
    <RecordResponses
      kind="Bids"
      listing={gig}
      noun={["bid", "bids"]}
      note={awarded ? ", awarded" : undefined}
      items={bids}
      empty={{
        icon: <Gavel className="size-10" />,
        title: "No bids yet",
        description: "When members bid on this gig, their offers appear here.",
      }}
    >
      {(b) => (
        <BidCard
          key={b.id}
          bid={b}
          heading={
            <>
              <h2 className="text-lg font-semibold">{b.bidderName}</h2>
              <p className="text-sm text-muted">@{b.bidderUsername}</p>
            </>
          }
          amountLabel="Bid"
          more={[
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
          factsClassName="p-4 sm:grid-cols-2"
        >
          {b.status === "pending" && !awarded && (
            <BidDecisionButtons
              id={b.id}
              bidder={b.bidderName}
              others={bids.filter((o) => o.status === "pending" && o.id !== b.id).length}
            />
          )}
        </BidCard>
      )}
    </RecordResponses>
  );
}
