"use client";

import { AuthModeLink } from "@/components/accounts/auth-mode-links";
import { useAfterSignIn } from "@/components/accounts/use-after-sign-in";
import { CheckboxField, Form, SubmitButton, TextField } from "@/components/ui/form";
import { msg } from "@/lib/accounts/messages";
import { LoginInput } from "@/lib/accounts/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { apiFetch } from "@/lib/client/api";
import { useApiForm } from "@/lib/forms/use-api-form";

export function LoginForm({ returnUrl }: { returnUrl: string | null }) {
  const afterSignIn = useAfterSignIn(returnUrl);
  const { form, onSubmit } = useApiForm({
    schema: LoginInput,
    defaultValues: { email: "", password: "", rememberMe: false },
    send: (data) => apiFetch<{ user: CurrentUser }>("/api/auth/login", { body: data }),
    success: ({ user }) => ({ title: "Login Successful", description: `Signed in as ${user.email}` }),
    onSuccess: ({ user }) => afterSignIn(user.role),
    failure: ({ message }) => ({ title: "Login Failed", description: message || msg.invalidCredentials }),
    failureAbove: true,
    keepValues: true,
  });

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
