"use client";

import { useTranslations } from "#i18n";
import { NewPasswordFields } from "@/components/accounts/new-password-field";
import { Card } from "@/components/ui/card";
import { Form, SubmitButton, TextField } from "@/components/ui/form";
import { msg } from "@/lib/accounts/messages";
import { changePasswordForm } from "@/lib/accounts/schema";
import { apiFetch, ApiClientError } from "@/lib/client/api";
import { useErrorText } from "@/lib/client/error-text";
import { useApiForm } from "@/lib/forms/use-api-form";

/** The toast title's key for the first message of a form that does not pass its schema. */
const invalidTitle = (first?: string) =>
  first === msg.newPasswordMismatch
    ? "mismatchTitle"
    : first === msg.allFieldsRequired
      ? "missingTitle"
      : "errorTitle";

/** Change password: current, new (with the live requirements) and confirmation. */
export function SecurityCard() {
  const t = useTranslations("settings.security");
  const inPageLanguage = useErrorText();
  const { form, onSubmit } = useApiForm({
    schema: changePasswordForm,
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
    send: ({ currentPassword, newPassword }) =>
      apiFetch<{ message: string }>("/api/auth/change-password", { body: { currentPassword, newPassword } }),
    success: ({ message }) => ({ title: t("changedTitle"), description: inPageLanguage(message) }),
    invalid: ({ first }) => ({
      title: t(invalidTitle(first)),
      description: inPageLanguage(first ?? msg.allFieldsRequired),
    }),
    failure: ({ error }) => ({
      title: t("errorTitle"),
      description:
        error instanceof ApiClientError && error.status > 0 && error.status < 500
          ? inPageLanguage(error.message)
          : t("failed"),
    }),
  });

  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">{t("title")}</h2>
      <Form form={form} onSubmit={onSubmit} idPrefix="security" className="gap-4">
        <TextField
          name="currentPassword"
          type="password"
          label={t("currentPassword")}
          autoComplete="current-password"
        />
        <NewPasswordFields name="newPassword" label={t("newPassword")} confirmLabel={t("confirmPassword")} />
        <SubmitButton size="md" loadingText={t("changing")}>
          {t("change")}
        </SubmitButton>
      </Form>
    </Card>
  );
}
