"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { apiFetch } from "@/lib/client/api";
import { useApiAction } from "@/lib/forms/use-api-action";

/** Withdraw on a pending bid, after a confirmation; the member may bid on the gig again afterwards. */
export function WithdrawBidButton({ id, gigTitle }: { id: string; gigTitle: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const { busy, act } = useApiAction({
    run: () => apiFetch(`/api/bids/${id}/withdraw`, { method: "POST" }),
    success: () => ({ title: "Bid Withdrawn", description: "You can place a new bid on this gig any time." }),
    failure: ({ message }) => ({
      title: "Withdraw Failed",
      description: message || "Please try again later.",
    }),
    onSuccess: () => {
      setOpen(false);
      router.refresh();
    },
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setOpen(true)}
          aria-label={`Withdraw bid: ${gigTitle}`}
        >
          Withdraw
        </Button>
      }
      title="Withdraw this bid?"
      description={`Your bid on "${gigTitle}" will be withdrawn. The poster will no longer consider it.`}
      keepLabel="Keep it"
      confirmLabel="Withdraw bid"
      busyText="Withdrawing..."
      busy={busy}
      onConfirm={() => void act()}
    />
  );
}
