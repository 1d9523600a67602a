"use client";

import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { AuthModeLink } from "@/components/accounts/auth-mode-links";
import { useAfterSignIn } from "@/components/accounts/use-after-sign-in";
import { Button } from "@/components/ui/button";
import { Checkbox, FormMessage, Label, TextField } from "@/components/ui/input";
import { msg } from "@/lib/accounts/messages";
import { LoginInput } from "@/lib/accounts/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { apiFetch, errorMessage } from "@/lib/client/api";

export function LoginForm({ returnUrl }: { returnUrl: string | null }) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const afterSignIn = useAfterSignIn(returnUrl);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = LoginInput.safeParse({
      email: String(form.get("email") ?? ""),
      password: String(form.get("password") ?? ""),
      rememberMe: form.get("rememberMe") === "on",
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? msg.loginRequired);
      return;
    }
    setError(null);
    setPending(true);
    try {
      const { user } = await apiFetch<{ user: CurrentUser }>("/api/auth/login", { body: parsed.data });
      toast.success("Login Successful", { description: `Signed in as ${user.email}` });
      afterSignIn(user.role);
    } catch (e) {
      const message = errorMessage(e, msg.invalidCredentials);
      setError(message);
      toast.error("Login Failed", { description: message });
      setPending(false);
    }
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-5"
      aria-describedby={error ? "login-error" : undefined}
    >
      <TextField id="login-email" name="email" type="email" label="Email" autoComplete="email" required />
      <TextField
        id="login-password"
        name="password"
        type="password"
        label="Password"
        autoComplete="current-password"
        required
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-h-11 items-center gap-2.5">
          <Checkbox id="login-remember" name="rememberMe" />
          <Label htmlFor="login-remember" className="font-normal text-muted">
            Remember me for 30 days
          </Label>
        </div>
        <AuthModeLink mode="forgot-password" returnUrl={returnUrl}>
          Forgot password?
        </AuthModeLink>
      </div>
      <div id="login-error">
        <FormMessage>{error}</FormMessage>
      </div>
      <Button type="submit" size="lg" loading={pending} loadingText="Logging in...">
        Log in
      </Button>
      <p className="text-center text-sm text-muted">
        New to Builders Hub?{" "}
        <AuthModeLink mode="register" returnUrl={returnUrl}>
          Create an account
        </AuthModeLink>
      </p>
    </form>
  );
}
