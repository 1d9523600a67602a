"use client";

import { useTranslations } from "#i18n";
import type { ReactNode } from "react";
import { useRef } from "react";
import { Button, type ButtonVariant } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";

/**
 * The one confirmation step before an action that cannot be undone: the trigger opens it; Keep closes it;
 * the confirm button runs `onConfirm`, busy with `busyText` while it runs. The caller closes it on success.
 * Focus starts on Keep (Cancel), so Enter or Space pressed by habit never confirms.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  keepLabel,
  confirmLabel,
  confirmVariant = "destructive",
  busyText,
  busy,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactNode;
  title: string;
  description: string;
  /** The button that closes it: Cancel in the page's language unless given. */
  keepLabel?: string;
  confirmLabel: string;
  /** Destructive unless the action is a positive one (accepting a bid). */
  confirmVariant?: ButtonVariant;
  busyText: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  const t = useTranslations("common");
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger}
      <DialogContent
        title={title}
        description={description}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          keep.current?.focus();
        }}
      >
        <div className="flex flex-wrap justify-end gap-3">
          <DialogClose asChild>
            <Button ref={keep} variant="secondary">
              {keepLabel ?? t("cancel")}
            </Button>
          </DialogClose>
          <Button variant={confirmVariant} loading={busy} loadingText={busyText} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
