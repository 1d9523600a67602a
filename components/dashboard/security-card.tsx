"use client";

import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { PasswordChecklist } from "@/components/accounts/password-checklist";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FieldError, Input, Label, TextField } from "@/components/ui/input";
import { msg } from "@/lib/accounts/messages";
import { ChangePasswordForm } from "@/lib/accounts/schema";
import { apiFetch, ApiClientError } from "@/lib/client/api";

/** Change password: current, new (with the live requirements) and confirmation. */
export function SecurityCard() {
  const [newPassword, setNewPassword] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const parsed = ChangePasswordForm.safeParse({
      currentPassword: String(form.get("currentPassword") ?? ""),
      newPassword,
      confirmPassword: String(form.get("confirmPassword") ?? ""),
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      const first = parsed.error.issues[0]?.message ?? msg.allFieldsRequired;
      toast.error(
        first === msg.newPasswordMismatch
          ? "Mismatch"
          : first === msg.allFieldsRequired
            ? "Missing Fields"
            : "Error",
        { description: first },
      );
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const { currentPassword, newPassword: next } = parsed.data;
      const { message } = await apiFetch<{ message: string }>("/api/auth/change-password", {
        body: { currentPassword, newPassword: next },
      });
      toast.success("Password Changed", { description: message });
      formElement.reset();
      setNewPassword("");
    } catch (e) {
      if (e instanceof ApiClientError) setErrors(e.errors);
      toast.error("Error", {
        description: e instanceof ApiClientError && e.status < 500 ? e.message : "Failed to change password.",
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">Security</h2>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField
          id="security-current"
          name="currentPassword"
          type="password"
          label="Current password"
          autoComplete="current-password"
          error={errors.currentPassword}
        />
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="security-new">New password</Label>
          <Input
            id="security-new"
            type="password"
            autoComplete="new-password"
            value={newPassword}
            onChange={(e) => setNewPassword(e.target.value)}
            invalid={!!errors.newPassword}
            aria-describedby={`security-new-rules${errors.newPassword ? " security-new-error" : ""}`}
          />
          <PasswordChecklist id="security-new-rules" password={newPassword} />
          <FieldError id="security-new-error">{errors.newPassword}</FieldError>
        </div>
        <TextField
          id="security-confirm"
          name="confirmPassword"
          type="password"
          label="Confirm new password"
          autoComplete="new-password"
          error={errors.confirmPassword}
        />
        <Button type="submit" loading={pending} loadingText="Changing...">
          Change password
        </Button>
      </form>
    </Card>
  );
}
