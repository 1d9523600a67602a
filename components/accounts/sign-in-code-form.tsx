"use client";

import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { Form, SubmitButton, TextField } from "@/components/ui/form";
import { OTP_LENGTH } from "@/lib/accounts/constants";
import { loginCodeInput } from "@/lib/accounts/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { apiFetch } from "@/lib/client/api";
import { useApiForm } from "@/lib/forms/use-api-form";
import { aOrAn } from "@/lib/format/plural";

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
  const { form, onSubmit } = useApiForm({
    schema: loginCodeInput,
    defaultValues: { email, code: "", rememberMe },
    send: (data) => apiFetch<{ user: CurrentUser }>("/api/auth/login/code", { body: data }),
    success: ({ user }) => ({ title: "Login Successful", description: `Signed in as ${user.email}` }),
    onSuccess: ({ user }) => onSignedIn(user),
    failure: ({ message }) => ({ title: "Login Failed", description: message }),
    failureAbove: true,
    keepValues: true,
  });
  const { setFocus } = form;
  useEffect(() => setFocus("code"), [setFocus]);

  return (
    <Form form={form} onSubmit={onSubmit} idPrefix="login-code" errors="summary">
      <div className="flex flex-col gap-2">
        <h2 className="text-xl font-semibold">Enter the sign-in code we emailed you</h2>
        <p className="text-sm text-muted">
          There have been too many login attempts for <strong className="text-text">{email}</strong>, so the
          password cannot be used for a while. We have emailed {aOrAn(`${OTP_LENGTH}-digit code`)} to this
          address: it is valid for 10 minutes.
        </p>
      </div>
      <TextField
        name="code"
        label="Sign-in code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
      />
      <SubmitButton loadingText="Signing in...">Sign in with code</SubmitButton>
      <Button variant="ghost" onClick={onBack}>
        Back to password login
      </Button>
    </Form>
  );
}
