"use client";

import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";

/**
 * The one confirmation step before an action that cannot be undone: the trigger opens it; Keep closes it;
 * the confirm button runs `onConfirm`, busy with `busyText` while it runs. The caller closes it on success.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  keepLabel = "Cancel",
  confirmLabel,
  busyText,
  busy,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactNode;
  title: string;
  description: string;
  keepLabel?: string;
  confirmLabel: string;
  busyText: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger}
      <DialogContent title={title} description={description}>
        <div className="flex flex-wrap justify-end gap-3">
          <DialogClose asChild>
            <Button variant="secondary">{keepLabel}</Button>
          </DialogClose>
          <Button variant="destructive" loading={busy} loadingText={busyText} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
