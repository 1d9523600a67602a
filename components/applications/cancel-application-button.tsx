"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { apiFetch } from "@/lib/client/api";
import { applicationMessages as m } from "@/lib/applications/schema";
import { useApiAction } from "@/lib/forms/use-api-action";

/** Cancel on a pending application, after a confirmation. */
export function CancelApplicationButton({ id, title }: { id: string; title: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const { busy, act: cancel } = useApiAction({
    run: () => apiFetch(`/api/applications/${id}/cancel`, { method: "POST" }),
    success: () => ({ title: m.cancelledTitle, description: m.cancelledDescription }),
    failure: ({ message }) => ({ title: "Cancel Failed", description: message || "Please try again later." }),
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
          aria-label={`Cancel application: ${title}`}
        >
          Cancel
        </Button>
      }
      title="Cancel this application?"
      description={`Your application for "${title}" will be withdrawn. The poster will no longer see it as open.`}
      keepLabel="Keep it"
      confirmLabel="Cancel application"
      busyText="Cancelling..."
      busy={busy}
      onConfirm={() => void cancel()}
    />
  );
}
