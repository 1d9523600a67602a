"use client";

// The form of a demo dialog: the lead goes to /api/leads, and the dialog closes once it is taken. Its toasts are in
// the page's language (servicesDemo; in English lib/leads/toasts.ts's words).
import { useTranslations } from "#i18n";
import { apiFetch } from "@/lib/client/api";
import { anyBlank, useApiForm, type ToastText } from "@/lib/forms/use-api-form";

type Schema = Parameters<typeof useApiForm>[0]["schema"];

/** What FormDialog takes from it: open and onOpenChange, form and onSubmit. */
export function useLeadDialog<S extends Schema>({
  required,
  schema,
  defaultValues,
  success,
  open,
  onOpenChange,
}: {
  /** The request's kind (the one demo form's). */
  kind: "service-demo";
  /** The fields whose blank value gets the "required" toast. */
  required: readonly string[];
  schema: S;
  defaultValues: Parameters<typeof useApiForm<S>>[0]["defaultValues"];
  success: () => ToastText;
  /** Whether it is open: the button that opens it (ServiceDemoButton) holds that. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations("servicesDemo");
  const { form, onSubmit } = useApiForm({
    schema,
    defaultValues,
    send: (data) => apiFetch("/api/leads", { body: data }),
    success,
    onSuccess: () => onOpenChange(false),
    invalid: ({ values, first }) => ({
      title: t("error"),
      description: anyBlank(values, required) ? t("requiredFields") : (first ?? t("requiredFields")),
    }),
    failure: ({ message }) => ({ title: t("error"), description: message || t("requestFailed") }),
  });
  return { open, onOpenChange, form, onSubmit };
}
