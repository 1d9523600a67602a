"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useMemberGate } from "@/components/accounts/use-member-gate";
import { BidDialog, type BidTarget } from "@/components/gigs/bid-dialog";
import { Button, type ButtonSize } from "@/components/ui/button";

/** Bid Now: guests are sent to log in (and back here); members fill in the bid dialog. */
export function BidButton({
  gig,
  returnUrl,
  size = "sm",
}: {
  gig: BidTarget;
  returnUrl: string;
  size?: ButtonSize;
}) {
  const router = useRouter();
  const { checking, gate } = useMemberGate();
  const [open, setOpen] = useState(false);

  const onClick = () =>
    gate({
      guest: { title: "Login Required", description: "Please login to submit a bid." },
      returnUrl,
      member: () => setOpen(true),
    });

  return (
    <>
      <Button size={size} loading={checking} onClick={onClick} aria-label={`Bid now on ${gig.title}`}>
        Bid Now
      </Button>
      <BidDialog gig={gig} open={open} onOpenChange={setOpen} onPlaced={() => router.refresh()} />
    </>
  );
}
