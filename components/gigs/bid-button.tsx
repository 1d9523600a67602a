"use client";

import { toast } from "sonner";
import { useMemberGate } from "@/components/accounts/use-member-gate";
import { Button } from "@/components/ui/button";

/** Bid Now: guests are sent to log in; members hear that bidding opens soon. */
export function BidButton({ gigTitle }: { gigTitle: string }) {
  const { checking, gate } = useMemberGate();

  const onClick = () =>
    gate({
      guest: { title: "Login Required", description: "Please login to submit a bid." },
      returnUrl: "/gigs",
      member: () =>
        toast("Bidding opens soon", {
          description:
            "Bids on gigs arrive with the next member release. We'll notify you in your dashboard.",
        }),
    });

  return (
    <Button size="sm" loading={checking} onClick={onClick} aria-label={`Bid now on ${gigTitle}`}>
      Bid Now
    </Button>
  );
}
