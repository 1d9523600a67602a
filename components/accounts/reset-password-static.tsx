import { useTranslations } from "#i18n";
import { confirmPasswordProps, NewPasswordInput } from "@/components/accounts/new-password-parts";
import { StaticForm, staticKit } from "@/components/forms/static-form";
import { Field } from "@/components/ui/field";

/**
 * NewPasswordFields (components/accounts/new-password-field.tsx) as the server first draws them, for a form whose
 * working code loads on first use: the same markup, with every requirement not met yet.
 */
export function StaticNewPasswordFields({
  idPrefix,
  name,
  label,
  confirmLabel,
  columns,
}: {
  idPrefix: string;
  name: string;
  label: string;
  /** As NewPasswordFields' confirmLabel. */
  confirmLabel?: string;
  columns?: 1 | 2;
}) {
  const id = `${idPrefix}-${name}`;
  const confirm = confirmPasswordProps(label);
  const { TextField } = staticKit(idPrefix);
  return (
    <>
      <Field id={id} label={label}>
        {(aria) => <NewPasswordInput id={id} aria={aria} password="" columns={columns} name={name} />}
      </Field>
      <TextField {...confirm} label={confirmLabel ?? confirm.label} />
    </>
  );
}

/** The reset-password form (components/accounts/reset-password-form.tsx) as the server first draws it. */
export function StaticResetPasswordForm() {
  const t = useTranslations("authReset");
  const { SubmitButton } = staticKit("reset");
  return (
    <StaticForm>
      <StaticNewPasswordFields
        idPrefix="reset"
        name="password"
        label={t("newPassword")}
        confirmLabel={t("confirmNewPassword")}
      />
      <SubmitButton loadingText={t("submitting")}>{t("submit")}</SubmitButton>
    </StaticForm>
  );
}
