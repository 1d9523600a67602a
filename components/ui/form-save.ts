"use client";

// What a back-office editor that adds an item or saves a change to one does around useApiForm: its toasts, then
// the page's data again and the caller's `onDone` (closing the editor).
import { useRouter } from "next/navigation";
import type { ToastText } from "@/lib/forms/use-api-form";
import { formMessages } from "@/lib/validation/messages";

export function useSaveToasts({
  editing,
  added,
  updated,
  onDone,
}: {
  editing: boolean;
  added: ToastText;
  updated: ToastText;
  onDone?: () => void;
}) {
  const router = useRouter();
  return {
    success: (): ToastText => (editing ? updated : added),
    onSuccess: () => {
      router.refresh();
      onDone?.();
    },
    invalid: ({ first }: { first?: string }): ToastText => ({ title: "Missing Fields", description: first }),
    failure: ({ message }: { message: string }): ToastText => ({
      title: "Save Failed",
      description: message || formMessages.tryAgainLater,
    }),
  };
}
