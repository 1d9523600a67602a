"use client";

import { useTranslations } from "#i18n";
import { useState } from "react";
import { ForgotPasswordFields } from "@/components/accounts/forgot-password-fields";
import { boundKit, TypedValues } from "@/components/forms/bound-kit";
import { Form } from "@/components/ui/form";
import { forgotPasswordInput } from "@/lib/accounts/schema";
import { apiFetch, ApiClientError } from "@/lib/client/api";
import { useErrorText } from "@/lib/client/error-text";
import { useApiForm } from "@/lib/forms/use-api-form";

/** The working forgot-password form (LazyForgotPasswordForm loads it on first use). */
export function ForgotPasswordForm({
  returnUrl,
  typed,
}: {
  returnUrl: string | null;
  typed?: Record<string, string | boolean>;
}) {
  const t = useTranslations("auth.forgot");
  const inPageLanguage = useErrorText();
  const [sent, setSent] = useState<string | null>(null);
  const { form, onSubmit } = useApiForm({
    schema: forgotPasswordInput,
    defaultValues: { email: "" },
    send: (data) => apiFetch<{ message: string }>("/api/auth/forgot-password", { body: data }),
    success: ({ message }) => ({ title: t("sentTitle"), description: inPageLanguage(message) }),
    onSuccess: ({ message }) => setSent(inPageLanguage(message)),
    // Only a rate limit says more than "failed": the answer never tells whether an account exists.
    failure: ({ error }) => ({
      title: t("errorTitle"),
      description: error instanceof ApiClientError && error.status === 429 ? error.message : t("failed"),
    }),
    keepValues: true,
  });

  return (
    <Form form={form} onSubmit={onSubmit} idPrefix="forgot">
      <ForgotPasswordFields kit={boundKit} returnUrl={returnUrl} sent={sent} />
      <TypedValues values={typed} />
    </Form>
  );
}
