"use client";

import { RecordDecisions } from "@/components/ui/record-decisions";

/** Accept (the other pending bids are then declined) or Reject, on a pending bid. */
export function BidDecisionButtons({ id, bidder }: { id: string; bidder: string }) {
  return (
    <RecordDecisions
      url={`/api/bids/${id}`}
      choices={[
        { decision: "accepted", label: `Accept the bid of ${bidder}` },
        { decision: "rejected", label: `Reject the bid of ${bidder}` },
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
