"use client";

import { useState } from "react";
import { AuthModeLink } from "@/components/accounts/auth-mode-links";
import { FormMessage } from "@/components/ui/field";
import { Form, SubmitButton, TextField } from "@/components/ui/form";
import { forgotPasswordInput } from "@/lib/accounts/schema";
import { apiFetch, ApiClientError } from "@/lib/client/api";
import { useApiForm } from "@/lib/forms/use-api-form";

const failed = "Failed to send reset email. Please try again.";

export function ForgotPasswordForm({ returnUrl }: { returnUrl: string | null }) {
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
      <TextField name="email" type="email" label="Email" autoComplete="email" />
      <FormMessage tone="success">{sent}</FormMessage>
      <SubmitButton loadingText="Sending...">Send reset link</SubmitButton>
      <p className="text-center text-sm text-muted">
        Remembered it?{" "}
        <AuthModeLink mode="login" returnUrl={returnUrl}>
          Back to login
        </AuthModeLink>
      </p>
    </Form>
  );
}
