"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { fetchIsAuthenticated } from "@/lib/http/client";

/** Bid Now: guests are sent to log in (public §6); members hear that bidding opens soon. */
export function BidButton({ gigTitle }: { gigTitle: string }) {
  const router = useRouter();
  const [checking, setChecking] = useState(false);

  async function onClick() {
    setChecking(true);
    const member = await fetchIsAuthenticated();
    setChecking(false);
    if (!member) {
      toast.error("Login Required", { description: "Please login to submit a bid." });
      router.push(`/login?returnUrl=${encodeURIComponent("/gigs")}`);
      return;
    }
    toast("Bidding opens soon", {
      description: "Bids on gigs arrive with the next member release. We'll notify you in your dashboard.",
    });
  }

  return (
    <Button size="sm" loading={checking} onClick={onClick} aria-label={`Bid now on ${gigTitle}`}>
      Bid Now
    </Button>
  );
}
