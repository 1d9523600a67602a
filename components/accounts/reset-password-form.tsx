"use client";

import { useTranslations } from "#i18n";
import { NewPasswordFields } from "@/components/accounts/new-password-field";
import { TypedValues } from "@/components/forms/bound-kit";
import { Form, SubmitButton } from "@/components/ui/form";
import { resetPasswordInput } from "@/lib/accounts/schema";
import { apiFetch } from "@/lib/client/api";
import { useErrorText } from "@/lib/client/error-text";
import { useApiForm } from "@/lib/forms/use-api-form";
import { useRouter } from "@/lib/i18n/navigation";

/** The working reset-password form (ResetPasswordFormLoader loads it on first use). */
export function ResetPasswordForm({
  token,
  typed,
}: {
  token: string;
  typed?: Record<string, string | boolean>;
}) {
  const t = useTranslations("authReset");
  const inPageLanguage = useErrorText();
  const router = useRouter();
  const { form, onSubmit } = useApiForm({
    schema: resetPasswordInput,
    defaultValues: { token, password: "", confirmPassword: "" },
    send: (data) => apiFetch<{ message: string }>("/api/auth/reset-password", { body: data }),
    success: ({ message }) => ({ title: t("changedTitle"), description: inPageLanguage(message) }),
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
      <NewPasswordFields name="password" label={t("newPassword")} confirmLabel={t("confirmNewPassword")} />
      <SubmitButton loadingText={t("submitting")}>{t("submit")}</SubmitButton>
      <TypedValues values={typed} />
    </Form>
  );
}
