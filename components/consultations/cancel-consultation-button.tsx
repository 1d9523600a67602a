"use client";

import { useSession } from "@/components/accounts/session-provider";
import { ConfirmedAction } from "@/components/ui/confirmed-action";
import { consultationMessages as m } from "@/lib/consultations/messages";

/** Cancel Request on a pending consultation, after a confirmation; the coin balance in the header follows. */
export function CancelConsultationButton({ id, topic }: { id: string; topic: string }) {
  const { refresh } = useSession();
  return (
    <ConfirmedAction
      request={{ url: `/api/consultations/${id}/cancel`, method: "POST" }}
      trigger={{ label: "Cancel Request", ariaLabel: `Cancel request: ${topic}`, variant: "secondary" }}
      dialog={{
        title: "Cancel this consultation request?",
        description: `"${topic}" will be cancelled. Coins this booking earned are taken back.`,
        keepLabel: "Keep it",
        confirmLabel: "Cancel request",
        busyText: "Cancelling...",
      }}
      success={{ title: m.cancelledTitle, description: m.cancelledDescription }}
      failure={{ title: "Cancel Failed" }}
      onDone={() => void refresh()}
    />
  );
}
