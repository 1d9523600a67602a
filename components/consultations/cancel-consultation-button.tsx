"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useSession } from "@/components/accounts/session-provider";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { apiFetch } from "@/lib/client/api";
import { consultationMessages as m } from "@/lib/consultations/schema";
import { useApiAction } from "@/lib/forms/use-api-action";

/** Cancel Request on a pending consultation, after a confirmation. */
export function CancelConsultationButton({ id, topic }: { id: string; topic: string }) {
  const router = useRouter();
  const { refresh } = useSession();
  const [open, setOpen] = useState(false);
  const { busy, act: cancel } = useApiAction({
    run: () => apiFetch(`/api/consultations/${id}/cancel`, { method: "POST" }),
    success: () => ({ title: m.cancelledTitle, description: m.cancelledDescription }),
    failure: ({ message }) => ({ title: "Cancel Failed", description: message || "Please try again later." }),
    onSuccess: () => {
      setOpen(false);
      void refresh();
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
          aria-label={`Cancel request: ${topic}`}
        >
          Cancel Request
        </Button>
      }
      title="Cancel this consultation request?"
      description={`"${topic}" will be cancelled. Coins this booking earned are taken back.`}
      keepLabel="Keep it"
      confirmLabel="Cancel request"
      busyText="Cancelling..."
      busy={busy}
      onConfirm={() => void cancel()}
    />
  );
}
