"use client";

// The form of a demo dialog: the lead goes to /api/leads, and the dialog closes once it is taken.
import { apiFetch } from "@/lib/client/api";
import { useApiForm, type ToastText } from "@/lib/forms/use-api-form";
import { leadFailureToast, leadInvalidToast } from "@/lib/leads/toasts";

type Schema = Parameters<typeof useApiForm>[0]["schema"];

/** What FormDialog takes from it: open and onOpenChange, form and onSubmit. */
export function useLeadDialog<S extends Schema>({
  kind,
  required,
  schema,
  defaultValues,
  success,
  open,
  onOpenChange,
}: {
  kind: Parameters<typeof leadInvalidToast>[0];
  /** The fields whose blank value gets the "required" toast. */
  required: readonly string[];
  schema: S;
  defaultValues: Parameters<typeof useApiForm<S>>[0]["defaultValues"];
  success: () => ToastText;
  /** Whether it is open: the button that opens it (ServiceDemoButton) holds that. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { form, onSubmit } = useApiForm({
    schema,
    defaultValues,
    send: (data) => apiFetch("/api/leads", { body: data }),
    success,
    onSuccess: () => onOpenChange(false),
    invalid: leadInvalidToast(kind, required),
    failure: leadFailureToast,
  });
  return { open, onOpenChange, form, onSubmit };
}
