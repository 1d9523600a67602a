"use client";

import { Check, X } from "lucide-react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import type { BidDecision } from "@/lib/bids/schema";
import { apiFetch } from "@/lib/client/api";
import { useApiAction } from "@/lib/forms/use-api-action";

/** Accept (the other pending bids are then declined) or Reject, on a pending bid. */
export function BidDecisionButtons({ id, bidder }: { id: string; bidder: string }) {
  const router = useRouter();
  const { busy, act } = useApiAction({
    run: (status: BidDecision) =>
      apiFetch(`/api/bids/${id}`, { method: "PUT", body: { status } }).then(() => status),
    success: (status) =>
      status === "accepted"
        ? {
            title: "Bid Accepted",
            description: `${bidder} has been told by email; the other bids were declined.`,
          }
        : { title: "Bid Rejected", description: `${bidder} has been told by email.` },
    failure: ({ message }) => ({ title: "Update Failed", description: message || "Please try again later." }),
    onSuccess: () => router.refresh(),
  });
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        disabled={busy}
        onClick={() => void act("accepted")}
        aria-label={`Accept the bid of ${bidder}`}
      >
        <Check aria-hidden className="size-4" /> Accept
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={busy}
        onClick={() => void act("rejected")}
        aria-label={`Reject the bid of ${bidder}`}
      >
        <X aria-hidden className="size-4" /> Reject
      </Button>
    </div>
  );
}
