"use client";

import * as RadixDialog from "@radix-ui/react-dialog";
import { useTranslations } from "#i18n";
import { useRef, type ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Icon } from "@/components/ui/icon";

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

/**
 * A modal dialog: traps focus, closes on Escape and on the close button. Focus starts on its first control
 * unless `onOpenAutoFocus` moves it (a confirmation starts on Cancel). On close, focus goes back to the control
 * that opened it, also when that was a plain button rather than a DialogTrigger (Radix returns it only to its
 * trigger), unless that control is gone (the row it sat in was decided).
 */
export function DialogContent({
  title,
  description,
  children,
  className,
  onOpenAutoFocus,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
  onOpenAutoFocus?: (event: Event) => void;
}) {
  const t = useTranslations("common");
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-[70] bg-black/70 backdrop-blur-sm data-[state=open]:animate-[fade-in_150ms_ease-out]" />
      <RadixDialog.Content
        {...(description ? {} : { "aria-describedby": undefined })}
        onOpenAutoFocus={(event) => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          const back = opener.current;
          if (!back?.isConnected || back === document.body) return;
          event.preventDefault();
          back.focus();
        }}
        className={cn(
          "fixed left-1/2 top-1/2 z-[71] flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto",
          "rounded-[var(--radius-card)] border border-border-strong bg-surface p-6 shadow-2xl md:p-8",
          "data-[state=open]:animate-[dialog-in_180ms_ease-out]",
          className,
        )}
      >
        <div className="mb-6 flex items-start justify-between gap-4">
          <div className="flex flex-col gap-1">
            <RadixDialog.Title className="text-xl font-semibold">{title}</RadixDialog.Title>
            {description ? (
              <RadixDialog.Description className="text-sm text-muted">{description}</RadixDialog.Description>
            ) : null}
          </div>
          <RadixDialog.Close
            className="-mr-2 -mt-2 flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface-raised hover:text-text"
            aria-label={t("close")}
          >
            <Icon name="x" className="size-5" />
          </RadixDialog.Close>
        </div>
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
