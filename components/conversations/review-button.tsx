"use client";

import { Check } from "lucide-react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/client/api";
import { useApiAction } from "@/lib/forms/use-api-action";
import { formMessages } from "@/lib/validation/messages";

/** An admin has read a reported conversation: its reports are resolved and it leaves the list. */
export function ReviewButton({ threadId }: { threadId: string }) {
  const router = useRouter();
  const { busy, act } = useApiAction({
    run: () => apiFetch(`/api/threads/${encodeURIComponent(threadId)}/report`, { method: "DELETE" }),
    success: () => ({
      title: "Marked Reviewed",
      description: "The conversation has left the reported list.",
    }),
    failure: ({ message }) => ({
      title: "Update Failed",
      description: message || formMessages.tryAgainLater,
    }),
    onSuccess: () => router.push("/admin/conversations"),
  });
  return (
    <Button size="sm" variant="secondary" disabled={busy} onClick={() => void act()}>
      <Check aria-hidden className="size-4" /> Mark reviewed
    </Button>
  );
}
