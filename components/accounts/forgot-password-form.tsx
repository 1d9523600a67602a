"use client";

import { useState } from "react";
import { ForgotPasswordFields } from "@/components/accounts/forgot-password-fields";
import { boundKit, TypedValues } from "@/components/forms/bound-kit";
import { Form } from "@/components/ui/form";
import { forgotPasswordInput } from "@/lib/accounts/schema";
import { apiFetch, ApiClientError } from "@/lib/client/api";
import { useApiForm } from "@/lib/forms/use-api-form";

const failed = "Failed to send reset email. Please try again.";

/** The working forgot-password form (LazyForgotPasswordForm loads it on first use). */
export function ForgotPasswordForm({
  returnUrl,
  typed,
}: {
  returnUrl: string | null;
  typed?: Record<string, string | boolean>;
}) {
  const [sent, setSent] = useState<string | null>(null);
  const { form, onSubmit } = useApiForm({
    schema: forgotPasswordInput,
    defaultValues: { email: "" },
    send: (data) => apiFetch<{ message: string }>("/api/auth/forgot-password", { body: data }),
    success: ({ message }) => ({ title: "Reset Email Sent", description: message }),
    onSuccess: ({ message }) => setSent(message),
    // Only a rate limit says more than "failed": the answer never tells whether an account exists.
    failure: ({ error }) => ({
      title: "Error",
      description: error instanceof ApiClientError && error.status === 429 ? error.message : failed,
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
