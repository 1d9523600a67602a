"use client";

import { NewPasswordFields } from "@/components/accounts/new-password-field";
import { Card } from "@/components/ui/card";
import { Form, SubmitButton, TextField } from "@/components/ui/form";
import { msg } from "@/lib/accounts/messages";
import { changePasswordForm } from "@/lib/accounts/schema";
import { apiFetch, ApiClientError } from "@/lib/client/api";
import { useApiForm } from "@/lib/forms/use-api-form";

const invalidTitle = (first?: string) =>
  first === msg.newPasswordMismatch
    ? "Mismatch"
    : first === msg.allFieldsRequired
      ? "Missing Fields"
      : "Error";

/** Change password: current, new (with the live requirements) and confirmation. */
export function SecurityCard() {
  const { form, onSubmit } = useApiForm({
    schema: changePasswordForm,
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
    send: ({ currentPassword, newPassword }) =>
      apiFetch<{ message: string }>("/api/auth/change-password", { body: { currentPassword, newPassword } }),
    success: ({ message }) => ({ title: "Password Changed", description: message }),
    invalid: ({ first }) => ({ title: invalidTitle(first), description: first ?? msg.allFieldsRequired }),
    failure: ({ error }) => ({
      title: "Error",
      description:
        error instanceof ApiClientError && error.status > 0 && error.status < 500
          ? error.message
          : "Failed to change password.",
    }),
  });

  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">Security</h2>
      <Form form={form} onSubmit={onSubmit} idPrefix="security" className="gap-4">
        <TextField
          name="currentPassword"
          type="password"
          label="Current password"
          autoComplete="current-password"
        />
        <NewPasswordFields name="newPassword" label="New password" />
        <SubmitButton size="md" loadingText="Changing...">
          Change password
        </SubmitButton>
      </Form>
    </Card>
  );
}
