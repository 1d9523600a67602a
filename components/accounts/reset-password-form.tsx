"use client";

import { useRouter } from "next/navigation";
import { NewPasswordFields } from "@/components/accounts/new-password-field";
import { TypedValues } from "@/components/forms/bound-kit";
import { Form, SubmitButton } from "@/components/ui/form";
import { resetPasswordInput } from "@/lib/accounts/schema";
import { apiFetch } from "@/lib/client/api";
import { useApiForm } from "@/lib/forms/use-api-form";

/** The working reset-password form (ResetPasswordFormLoader loads it on first use). */
export function ResetPasswordForm({
  token,
  typed,
}: {
  token: string;
  typed?: Record<string, string | boolean>;
}) {
  const router = useRouter();
  const { form, onSubmit } = useApiForm({
    schema: resetPasswordInput,
    defaultValues: { token, password: "", confirmPassword: "" },
    send: (data) => apiFetch<{ message: string }>("/api/auth/reset-password", { body: data }),
    success: ({ message }) => ({ title: "Password Changed", description: message }),
    onSuccess: () => {
      router.replace("/login");
      router.refresh();
    },
    failure: () => null,
    failureAbove: true,
    keepValues: true,
  });

  return (
    <Form form={form} onSubmit={onSubmit} idPrefix="reset">
      <NewPasswordFields name="password" label="New password" />
      <SubmitButton loadingText="Saving...">Set new password</SubmitButton>
      <TypedValues values={typed} />
    </Form>
  );
}
