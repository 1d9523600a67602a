"use client";

import { Check, RotateCcw } from "lucide-react";
import { formMessages } from "@/lib/validation/messages";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/client/api";
import { useApiAction } from "@/lib/forms/use-api-action";

/** Mark handled, or open again. */
export function LeadHandledButton({
  kind,
  id,
  name,
  handled,
}: {
  kind: string;
  id: string;
  name: string;
  handled: boolean;
}) {
  const router = useRouter();
  const { busy, act } = useApiAction({
    run: () => apiFetch(`/api/admin/leads/${kind}/${id}`, { method: "PUT", body: { handled: !handled } }),
    success: () =>
      handled
        ? { title: "Lead Reopened", description: `${name} is open again.` }
        : { title: "Lead Handled", description: `${name} is marked handled.` },
    failure: ({ message }) => ({
      title: "Update Failed",
      description: message || formMessages.tryAgainLater,
    }),
    onSuccess: () => router.refresh(),
  });
  return (
    <Button
      size="sm"
      variant="secondary"
      disabled={busy}
      onClick={() => void act()}
      aria-label={handled ? `Reopen the lead from ${name}` : `Mark the lead from ${name} handled`}
    >
      {handled ? <RotateCcw aria-hidden className="size-4" /> : <Check aria-hidden className="size-4" />}
      {handled ? "Reopen" : "Mark handled"}
    </Button>
  );
}
