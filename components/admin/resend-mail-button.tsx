"use client";

import { Send } from "lucide-react";
import { formMessages } from "@/lib/validation/messages";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/client/api";
import { useApiAction } from "@/lib/forms/use-api-action";
import { plural } from "@/lib/format/plural";

/** Sends the listed undelivered messages again; those that go out leave the list. */
export function ResendMailButton({ ids }: { ids: string[] }) {
  const router = useRouter();
  const { busy, act } = useApiAction({
    run: () => apiFetch<{ sent: number; failed: number }>("/api/admin/mail/resend", { body: { ids } }),
    success: ({ sent, failed }) =>
      failed === 0
        ? { title: "Mail Sent", description: `${plural(sent, "message")} sent.` }
        : {
            title: "Some Mail Still Failing",
            description: `${sent} sent, ${failed} failed again and stay on the list.`,
          },
    failure: ({ message }) => ({ title: "Send Failed", description: message || formMessages.tryAgainLater }),
    onSuccess: () => router.refresh(),
  });
  return (
    <Button size="sm" variant="secondary" disabled={busy} onClick={() => void act()}>
      <Send aria-hidden className="size-4" />
      {busy ? "Sending..." : "Send again"}
    </Button>
  );
}
