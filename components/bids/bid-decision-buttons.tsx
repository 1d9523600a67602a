"use client";

import { RecordDecisions } from "@/components/ui/record-decisions";
import { plural, pluralNoun } from "@/lib/format/plural";

/**
 * Accept (the other pending bids are then declined) or Reject, on a pending bid; each asks first, naming what
 * follows. `others` is the number of other pending bids on the gig.
 */
export function BidDecisionButtons({ id, bidder, others }: { id: string; bidder: string; others: number }) {
  return (
    <RecordDecisions
      url={`/api/bids/${id}`}
      choices={[
        {
          decision: "accepted",
          label: `Accept the bid of ${bidder}`,
          confirm: {
            title: `Accept the bid of ${bidder}?`,
            description:
              others > 0
                ? `${plural(others, "other bid")} will be declined and ${pluralNoun(others, "its bidder", "their bidders")} emailed. ${bidder} is emailed that their bid won. This cannot be undone.`
                : `${bidder} is emailed that their bid won, and the gig takes no other bid. This cannot be undone.`,
          },
        },
        {
          decision: "rejected",
          label: `Reject the bid of ${bidder}`,
          confirm: {
            title: `Reject the bid of ${bidder}?`,
            description: `${bidder} is emailed that their bid was not selected. This cannot be undone.`,
          },
        },
      ]}
      success={(status) =>
        status === "accepted"
          ? {
              title: "Bid Accepted",
              description: `${bidder} has been told by email; the other bids were declined.`,
            }
          : { title: "Bid Rejected", description: `${bidder} has been told by email.` }
      }
    />
  );
}
