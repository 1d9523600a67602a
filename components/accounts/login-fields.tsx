import { useTranslations } from "#i18n";
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
  const t = useTranslations("auth.login");
  return (
    <>
      <TextField name="email" type="email" label={t("email")} autoComplete="email" />
      <TextField name="password" type="password" label={t("password")} autoComplete="current-password" />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CheckboxField
          name="rememberMe"
          label={<span className="text-muted">{t("rememberMe")}</span>}
        />
        <AuthModeLink mode="forgot-password" returnUrl={returnUrl}>
          {t("forgotPassword")}
        </AuthModeLink>
      </div>
      <SubmitButton loadingText={t("submitting")}>{t("submit")}</SubmitButton>
      <p className="text-center text-sm text-muted">
        {t("newHere")}{" "}
        <AuthModeLink mode="register" returnUrl={returnUrl}>
          {t("createAccount")}
        </AuthModeLink>
      </p>
    </>
  );
}
