"use client";

import type { ReactNode } from "react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { apiFetch } from "@/lib/client/api";
import type { ToastText } from "@/lib/forms/use-api-form";
import { useApiAction } from "@/lib/forms/use-api-action";
import { formMessages } from "@/lib/validation/messages";

export type ConfirmedActionProps = {
  /** The call it makes once confirmed. */
  request: { url: string; method: "POST" | "DELETE" };
  /** The small button that opens the confirmation, and its accessible name (it names the item). */
  trigger: { label: ReactNode; ariaLabel: string; variant: "secondary" | "ghost" };
  /** The confirmation's words. */
  dialog: { title: string; description: string; confirmLabel: string; busyText: string; keepLabel?: string };
  success: NonNullable<ToastText>;
  /** The failure toast's title; its text is the server's message, else `fallback`. */
  failure: { title: string; fallback?: string };
  /** Runs after a success, beside the page's refresh. */
  onDone?: () => void;
};

/** The one way to run a call that cannot be undone (delete, cancel, withdraw): a button, a confirmation, a toast. */
export function ConfirmedAction({
  request,
  trigger,
  dialog,
  success,
  failure,
  onDone,
}: ConfirmedActionProps) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const { busy, act } = useApiAction({
    run: () => apiFetch(request.url, { method: request.method }),
    success: () => success,
    failure: ({ message }) => ({
      title: failure.title,
      description: message || failure.fallback || formMessages.tryAgainLater,
    }),
    onSuccess: () => {
      setOpen(false);
      onDone?.();
      router.refresh();
    },
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button
          variant={trigger.variant}
          size="sm"
          onClick={() => setOpen(true)}
          aria-label={trigger.ariaLabel}
        >
          {trigger.label}
        </Button>
      }
      {...dialog}
      busy={busy}
      onConfirm={() => void act()}
    />
  );
}
