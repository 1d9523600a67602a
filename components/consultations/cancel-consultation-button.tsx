"use client";

import { useSession } from "@/components/accounts/session-provider";
import { ConfirmedAction } from "@/components/ui/confirmed-action";
import { consultationMessages as m } from "@/lib/consultations/messages";

/**
 * Cancel Request on a pending consultation, or Cancel booking on a booked slot (`booked`: its slot is freed and a
 * calendar cancellation mailed), after a confirmation; the coin balance in the header follows.
 */
export function CancelConsultationButton({
  id,
  topic,
  booked = false,
}: {
  id: string;
  topic: string;
  booked?: boolean;
}) {
  const { refresh } = useSession();
  return (
    <ConfirmedAction
      request={{ url: `/api/consultations/${id}/cancel`, method: "POST" }}
      trigger={
        booked
          ? { label: "Cancel booking", ariaLabel: `Cancel booking: ${topic}`, variant: "secondary" }
          : { label: "Cancel Request", ariaLabel: `Cancel request: ${topic}`, variant: "secondary" }
      }
      dialog={{
        title: booked ? "Cancel this booking?" : "Cancel this consultation request?",
        description: booked
          ? `"${topic}" will be cancelled and its time freed. Coins this booking earned are taken back.`
          : `"${topic}" will be cancelled. Coins this booking earned are taken back.`,
        keepLabel: "Keep it",
        confirmLabel: booked ? "Cancel booking" : "Cancel request",
        busyText: "Cancelling...",
      }}
      success={{ title: m.cancelledTitle, description: m.cancelledDescription }}
      failure={{ title: "Cancel Failed" }}
      onDone={() => void refresh()}
    />
  );
}
