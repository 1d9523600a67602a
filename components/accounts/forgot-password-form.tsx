"use client";

import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { AuthModeLink } from "@/components/accounts/auth-mode-links";
import { Button } from "@/components/ui/button";
import { FormMessage, TextField } from "@/components/ui/input";
import { ForgotPasswordInput } from "@/lib/accounts/schema";
import { apiFetch, ApiClientError } from "@/lib/client/api";

const failed = "Failed to send reset email. Please try again.";

export function ForgotPasswordForm({ returnUrl }: { returnUrl: string | null }) {
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ForgotPasswordInput.safeParse({
      email: String(new FormData(event.currentTarget).get("email") ?? ""),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? failed);
      return;
    }
    setError(null);
    setPending(true);
    try {
      const { message } = await apiFetch<{ message: string }>("/api/auth/forgot-password", {
        body: parsed.data,
      });
      setSent(message);
      toast.success("Reset Email Sent", { description: message });
    } catch (e) {
      const message = e instanceof ApiClientError && e.status === 429 ? e.message : failed;
      setError(message);
      toast.error("Error", { description: message });
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <TextField
        id="forgot-email"
        name="email"
        type="email"
        label="Email"
        autoComplete="email"
        required
        error={error}
      />
      <FormMessage tone="success">{sent}</FormMessage>
      <Button type="submit" size="lg" loading={pending} loadingText="Sending...">
        Send reset link
      </Button>
      <p className="text-center text-sm text-muted">
        Remembered it?{" "}
        <AuthModeLink mode="login" returnUrl={returnUrl}>
          Back to login
        </AuthModeLink>
      </p>
    </form>
  );
}
