"use client";

import { useTranslations } from "#i18n";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { Form, SubmitButton, TextField } from "@/components/ui/form";
import { OTP_LENGTH } from "@/lib/accounts/constants";
import { loginCodeInput } from "@/lib/accounts/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { apiFetch } from "@/lib/client/api";
import { useApiForm } from "@/lib/forms/use-api-form";

type Props = {
  email: string;
  rememberMe: boolean;
  /** Signed in: what the login form does after a password login. */
  onSignedIn: (user: CurrentUser) => void;
  /** Back to the email and password form. */
  onBack: () => void;
};

/**
 * The login's second step while the account's password login is shut (too many wrong passwords): the code
 * mailed to the account's address, posted to /api/auth/login/code with the email and rememberMe given.
 */
export function SignInCodeForm({ email, rememberMe, onSignedIn, onBack }: Props) {
  const t = useTranslations("auth.signInCode");
  const tLogin = useTranslations("auth.login");
  const { form, onSubmit } = useApiForm({
    schema: loginCodeInput,
    defaultValues: { email, code: "", rememberMe },
    send: (data) => apiFetch<{ user: CurrentUser }>("/api/auth/login/code", { body: data }),
    success: ({ user }) => ({
      title: tLogin("successTitle"),
      description: tLogin("successDescription", { email: user.email }),
    }),
    onSuccess: ({ user }) => onSignedIn(user),
    failure: ({ message }) => ({ title: tLogin("failedTitle"), description: message }),
    failureAbove: true,
    keepValues: true,
  });
  const { setFocus } = form;
  useEffect(() => setFocus("code"), [setFocus]);

  return (
    <Form form={form} onSubmit={onSubmit} idPrefix="login-code" errors="summary">
      <div className="flex flex-col gap-2">
        <h2 className="text-xl font-semibold">{t("title")}</h2>
        <p className="text-sm text-muted">
          {t.rich("text", {
            email,
            length: OTP_LENGTH,
            strong: (chunks) => <strong className="text-text">{chunks}</strong>,
          })}
        </p>
      </div>
      <TextField
        name="code"
        label={t("code")}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
      />
      <SubmitButton loadingText={t("submitting")}>{t("submit")}</SubmitButton>
      <Button variant="ghost" onClick={onBack}>
        {t("back")}
      </Button>
    </Form>
  );
}
