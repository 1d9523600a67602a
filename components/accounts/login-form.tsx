"use client";

import { useState } from "react";
import { AuthModeLink } from "@/components/accounts/auth-mode-links";
import { SignInCodeForm } from "@/components/accounts/sign-in-code-form";
import { useAfterSignIn } from "@/components/accounts/use-after-sign-in";
import { CheckboxField, Form, SubmitButton, TextField } from "@/components/ui/form";
import { msg } from "@/lib/accounts/messages";
import { loginInput } from "@/lib/accounts/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { apiFetch, ApiClientError } from "@/lib/client/api";
import { useApiForm } from "@/lib/forms/use-api-form";

/** The login's answer while the account's password login is shut: sign in with the mailed code instead. */
const asksForCode = (error: unknown) =>
  error instanceof ApiClientError && error.status === 429 && error.errors.stepUp === "code";

export function LoginForm({ returnUrl }: { returnUrl: string | null }) {
  const afterSignIn = useAfterSignIn(returnUrl);
  const [codeStep, setCodeStep] = useState<{ email: string; rememberMe: boolean } | null>(null);
  const { form, onSubmit } = useApiForm({
    schema: loginInput,
    defaultValues: { email: "", password: "", rememberMe: false },
    send: (data) => apiFetch<{ user: CurrentUser }>("/api/auth/login", { body: data }),
    success: ({ user }) => ({ title: "Login Successful", description: `Signed in as ${user.email}` }),
    onSuccess: ({ user }) => afterSignIn(user.role),
    failure: ({ message, error }) => {
      if (!asksForCode(error)) {
        return { title: "Login Failed", description: message || msg.invalidCredentials };
      }
      const { email, rememberMe } = loginInput.parse(form.getValues());
      setCodeStep({ email, rememberMe });
      return { title: "Check your email", description: message };
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
      <TextField name="email" type="email" label="Email" autoComplete="email" />
      <TextField name="password" type="password" label="Password" autoComplete="current-password" />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CheckboxField
          name="rememberMe"
          label={<span className="text-muted">Remember me for 30 days</span>}
        />
        <AuthModeLink mode="forgot-password" returnUrl={returnUrl}>
          Forgot password?
        </AuthModeLink>
      </div>
      <SubmitButton loadingText="Logging in...">Log in</SubmitButton>
      <p className="text-center text-sm text-muted">
        New to Builders Hub?{" "}
        <AuthModeLink mode="register" returnUrl={returnUrl}>
          Create an account
        </AuthModeLink>
      </p>
    </Form>
  );
}
