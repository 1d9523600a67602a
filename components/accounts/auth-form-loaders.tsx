"use client";

// The working login and forgot-password forms of /login, and the reset-password form, fetched on first use
// (components/forms/lazy-form.tsx); until then the server's drawing of the form (`children`) shows. The
// registration form, whole, only with its mode.
import { lazyComponent } from "@/lib/client/lazy-component";
import type { ReactNode } from "react";
import { LazyForm } from "@/components/forms/lazy-form";

const loadLogin = () => import("@/components/accounts/login-form").then((module) => module.LoginForm);
const loadForgot = () =>
  import("@/components/accounts/forgot-password-form").then((module) => module.ForgotPasswordForm);
const loadReset = () =>
  import("@/components/accounts/reset-password-form").then((module) => module.ResetPasswordForm);

export const RegisterForm = lazyComponent(() =>
  import("@/components/accounts/register-form").then((module) => module.RegisterForm),
);

export function LoginFormLoader({ returnUrl, children }: { returnUrl: string | null; children: ReactNode }) {
  return (
    <LazyForm
      load={loadLogin}
      render={(LoginForm, typed) => <LoginForm returnUrl={returnUrl} typed={typed} />}
    >
      {children}
    </LazyForm>
  );
}

export function ForgotPasswordFormLoader({
  returnUrl,
  children,
}: {
  returnUrl: string | null;
  children: ReactNode;
}) {
  return (
    <LazyForm
      load={loadForgot}
      render={(ForgotPasswordForm, typed) => <ForgotPasswordForm returnUrl={returnUrl} typed={typed} />}
    >
      {children}
    </LazyForm>
  );
}

export function ResetPasswordFormLoader({ token, children }: { token: string; children: ReactNode }) {
  return (
    <LazyForm
      load={loadReset}
      render={(ResetPasswordForm, typed) => <ResetPasswordForm token={token} typed={typed} />}
    >
      {children}
    </LazyForm>
  );
}
