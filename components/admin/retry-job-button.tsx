"use client";

import { RotateCcw } from "lucide-react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/client/api";
import { useApiAction } from "@/lib/forms/use-api-action";
import { formMessages } from "@/lib/validation/messages";

/** Puts one failed job back on its queue; once queued it leaves the list. */
export function RetryJobButton({ id, label }: { id: string; label: string }) {
  const router = useRouter();
  const { busy, act } = useApiAction({
    run: () => apiFetch<{ queued: number }>("/api/admin/jobs/retry", { body: { ids: [id] } }),
    success: ({ queued }) =>
      queued === 1
        ? { title: "Job queued again", description: `${label} runs again shortly.` }
        : { title: "Already queued", description: "Another admin ran this job again." },
    failure: ({ message }) => ({ title: "Not queued", description: message || formMessages.tryAgainLater }),
    onSuccess: () => router.refresh(),
  });
  return (
    <Button
      size="sm"
      variant="secondary"
      disabled={busy}
      aria-label={`Run again: ${label}`}
      onClick={() => void act()}
    >
      <RotateCcw aria-hidden className="size-4" />
      {busy ? "Queuing..." : "Run again"}
    </Button>
  );
}
