"use client";

import { ConfirmedAction } from "@/components/ui/confirmed-action";
import { applicationMessages as m } from "@/lib/applications/messages";

/** Cancel on a pending application, after a confirmation. */
export function CancelApplicationButton({ id, title }: { id: string; title: string }) {
  return (
    <ConfirmedAction
      request={{ url: `/api/applications/${id}/cancel`, method: "POST" }}
      trigger={{ label: "Cancel", ariaLabel: `Cancel application: ${title}`, variant: "secondary" }}
      dialog={{
        title: "Cancel this application?",
        description: `Your application for "${title}" will be withdrawn. The poster will no longer see it as open.`,
        keepLabel: "Keep it",
        confirmLabel: "Cancel application",
        busyText: "Cancelling...",
      }}
      success={{ title: m.cancelledTitle, description: m.cancelledDescription }}
      failure={{ title: "Cancel Failed" }}
    />
  );
}
