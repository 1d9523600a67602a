"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { PasswordChecklist } from "@/components/accounts/password-checklist";
import { Button } from "@/components/ui/button";
import { FieldError, FormMessage, Input, Label, TextField } from "@/components/ui/input";
import { ResetPasswordInput } from "@/lib/accounts/schema";
import { apiFetch, errorMessage } from "@/lib/client/api";

export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const confirmPassword = String(new FormData(event.currentTarget).get("confirmPassword") ?? "");
    const parsed = ResetPasswordInput.safeParse({ token, password, confirmPassword });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      setFormError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setErrors({});
    setFormError(null);
    setPending(true);
    try {
      const { message } = await apiFetch<{ message: string }>("/api/auth/reset-password", {
        body: parsed.data,
      });
      toast.success("Password Changed", { description: message });
      router.replace("/login");
      router.refresh();
    } catch (e) {
      setFormError(errorMessage(e, "Failed to change password."));
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="reset-password">New password</Label>
        <Input
          id="reset-password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          invalid={!!errors.password}
          aria-describedby={`reset-password-rules${errors.password ? " reset-password-error" : ""}`}
        />
        <PasswordChecklist id="reset-password-rules" password={password} />
        <FieldError id="reset-password-error">{errors.password}</FieldError>
      </div>
      <TextField
        id="reset-confirm"
        name="confirmPassword"
        type="password"
        label="Confirm new password"
        autoComplete="new-password"
        error={errors.confirmPassword}
      />
      <FormMessage>{formError}</FormMessage>
      <Button type="submit" size="lg" loading={pending} loadingText="Saving...">
        Set new password
      </Button>
    </form>
  );
}
