"use client";

import { useTranslations } from "#i18n";
import { useState } from "react";
import { LoginFields } from "@/components/accounts/login-fields";
import { SignInCodeForm } from "@/components/accounts/sign-in-code-form";
import { useAfterSignIn } from "@/components/accounts/use-after-sign-in";
import { boundKit, TypedValues } from "@/components/forms/bound-kit";
import { Form } from "@/components/ui/form";
import { msg } from "@/lib/accounts/messages";
import { loginInput } from "@/lib/accounts/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { apiFetch, ApiClientError } from "@/lib/client/api";
import { useErrorText } from "@/lib/client/error-text";
import { useApiForm } from "@/lib/forms/use-api-form";

/** The login's answer while the account's password login is shut: sign in with the mailed code instead. */
const asksForCode = (error: unknown) =>
  error instanceof ApiClientError && error.status === 429 && error.errors.stepUp === "code";

/** The working login form (LazyLoginForm loads it on first use). */
export function LoginForm({
  returnUrl,
  typed,
}: {
  returnUrl: string | null;
  typed?: Record<string, string | boolean>;
}) {
  const t = useTranslations("auth.login");
  const afterSignIn = useAfterSignIn(returnUrl);
  const inPageLanguage = useErrorText();
  const [codeStep, setCodeStep] = useState<{ email: string; rememberMe: boolean } | null>(null);
  const { form, onSubmit } = useApiForm({
    schema: loginInput,
    defaultValues: { email: "", password: "", rememberMe: false },
    send: (data) => apiFetch<{ user: CurrentUser }>("/api/auth/login", { body: data }),
    success: ({ user }) => ({ title: t("successTitle"), description: t("successDescription", { email: user.email }) }),
    onSuccess: ({ user }) => afterSignIn(user.role),
    failure: ({ message, error }) => {
      if (!asksForCode(error)) {
        return { title: t("failedTitle"), description: inPageLanguage(message || msg.invalidCredentials) };
      }
      const { email, rememberMe } = loginInput.parse(form.getValues());
      setCodeStep({ email, rememberMe });
      return { title: t("checkEmailTitle"), description: message };
    },
    failureAbove: true,
    keepValues: true,
  });

  if (codeStep) {
    return (
      <SignInCodeForm
        email={codeStep.email}
        rememberMe={codeStep.rememberMe}
        onSignedIn={(user) => afterSignIn(user.role)}
        onBack={() => {
          form.clearErrors();
          form.setValue("password", "");
          setCodeStep(null);
        }}
      />
    );
  }

  return (
    <Form form={form} onSubmit={onSubmit} idPrefix="login" errors="summary">
      <LoginFields kit={boundKit} returnUrl={returnUrl} />
      <TypedValues values={typed} />
    </Form>
  );
}
