import { AuthModeLink } from "@/components/accounts/auth-mode-links";
import type { FieldKit } from "@/components/forms/static-form";

/** The login form's fields, drawn once with the page (static kit) and once working (ui/form). */
export function LoginFields({
  kit: { TextField, CheckboxField, SubmitButton },
  returnUrl,
}: {
  kit: FieldKit;
  returnUrl: string | null;
}) {
  return (
    <>
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
    </>
  );
}
