"use client";

import { ConfirmedAction } from "@/components/ui/confirmed-action";

/** Withdraw on a pending bid, after a confirmation; the member may bid on the gig again afterwards. */
export function WithdrawBidButton({ id, gigTitle }: { id: string; gigTitle: string }) {
  return (
    <ConfirmedAction
      request={{ url: `/api/bids/${id}/withdraw`, method: "POST" }}
      trigger={{ label: "Withdraw", ariaLabel: `Withdraw bid: ${gigTitle}`, variant: "secondary" }}
      dialog={{
        title: "Withdraw this bid?",
        description: `Your bid on "${gigTitle}" will be withdrawn. The poster will no longer consider it.`,
        keepLabel: "Keep it",
        confirmLabel: "Withdraw bid",
        busyText: "Withdrawing...",
      }}
      success={{ title: "Bid Withdrawn", description: "You can place a new bid on this gig any time." }}
      failure={{ title: "Withdraw Failed" }}
    />
  );
}
