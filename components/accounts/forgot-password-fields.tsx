import type { ReactNode } from "react";
import { AuthModeLink } from "@/components/accounts/auth-mode-links";
import type { FieldKit } from "@/components/forms/static-form";
import { FormMessage } from "@/components/ui/field";

/** The forgot-password form's fields, drawn once with the page (static kit) and once working (ui/form). */
export function ForgotPasswordFields({
  kit: { TextField, SubmitButton },
  returnUrl,
  sent = null,
}: {
  kit: FieldKit;
  returnUrl: string | null;
  /** The answer once the link is sent. */
  sent?: ReactNode;
}) {
  return (
    <>
      <TextField name="email" type="email" label="Email" autoComplete="email" />
      <FormMessage tone="success">{sent}</FormMessage>
      <SubmitButton loadingText="Sending...">Send reset link</SubmitButton>
      <p className="text-center text-sm text-muted">
        Remembered it?{" "}
        <AuthModeLink mode="login" returnUrl={returnUrl}>
          Back to login
        </AuthModeLink>
      </p>
    </>
  );
}
