import { useTranslations } from "#i18n";
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
  const t = useTranslations("auth.forgot");
  return (
    <>
      <TextField name="email" type="email" label={t("email")} autoComplete="email" />
      <FormMessage tone="success">{sent}</FormMessage>
      <SubmitButton loadingText={t("submitting")}>{t("submit")}</SubmitButton>
      <p className="text-center text-sm text-muted">
        {t("remembered")}{" "}
        <AuthModeLink mode="login" returnUrl={returnUrl}>
          {t("backToLogin")}
        </AuthModeLink>
      </p>
    </>
  );
}
