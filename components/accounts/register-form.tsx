"use client";

import { useTranslations } from "#i18n";
import type { ReactNode } from "react";
import { useWatch } from "react-hook-form";
import { AuthModeLink } from "@/components/accounts/auth-mode-links";
import { EmailVerification } from "@/components/accounts/email-verification";
import { MobileNumberField } from "@/components/accounts/mobile-number-field";
import { NewPasswordFields } from "@/components/accounts/new-password-field";
import { useAfterSignIn } from "@/components/accounts/use-after-sign-in";
import { typedOver, useTypedBeforeHydration } from "@/components/forms/typed-before-code";
import { CheckboxField, Form, SubmitButton, TextField } from "@/components/ui/form";
import { msg } from "@/lib/accounts/messages";
import { registerSummary } from "@/lib/accounts/register-form";
import { registerForm } from "@/lib/accounts/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { apiFetch, ApiClientError } from "@/lib/client/api";
import { useApiForm } from "@/lib/forms/use-api-form";
import { Link } from "@/lib/i18n/navigation";

const blank = {
  firstName: "",
  lastName: "",
  username: "",
  dateOfBirth: "",
  email: "",
  emailVerified: false,
  password: "",
  confirmPassword: "",
  countryCode: "+91",
  mobileNumber: "",
  referralCode: "",
};

const termsLink = (href: string) =>
  function TermsLink(chunks: ReactNode) {
    return (
      <Link href={href} className="text-accent underline underline-offset-4">
        {chunks}
      </Link>
    );
  };

/** `referralCode`: the code an invite link carried; it fills the field, which stays editable. */
export function RegisterForm({
  returnUrl,
  referralCode,
}: {
  returnUrl: string | null;
  referralCode: string;
}) {
  const t = useTranslations("auth.register");
  const afterSignIn = useAfterSignIn(returnUrl);
  // What was typed before this code arrived (the server drew the form) stays in the fields.
  const typed = useTypedBeforeHydration("register-firstName");
  // A missing field says "Required" under itself; 'Please fill in all fields.' shows once, above the button.
  const inlineMessage = (message: string) => (message === msg.fillAllFields ? t("required") : message);
  const { form, onSubmit } = useApiForm({
    schema: registerForm,
    defaultValues: {
      ...typedOver({ ...blank, referralCode }, typed),
      ...(typed.agreeToTerms === true && { agreeToTerms: true as const }),
    },
    send: (data) => apiFetch<{ user: CurrentUser }>("/api/auth/register", { body: data }),
    success: ({ user }) => ({
      title: t("successTitle"),
      description: t("successDescription", { name: user.firstName }),
    }),
    onSuccess: ({ user }) => afterSignIn(user.role),
    invalid: ({ errors }) => {
      const summary = registerSummary(
        Object.fromEntries(Object.entries(errors).map(([k, e]) => [k, e?.message as string | undefined])),
      );
      if (summary) form.setError("root.server", { type: "client", message: summary });
      return null;
    },
    failure: ({ error }) => ({
      title: t("failedTitle"),
      description: error instanceof ApiClientError && error.status !== 500 ? error.message : t("failed"),
    }),
    failureAbove: true,
    keepValues: true,
  });
  const [email, verified] = useWatch({ control: form.control, name: ["email", "emailVerified"] });
  const emailError = form.formState.errors.email?.message ?? form.formState.errors.emailVerified?.message;

  return (
    <Form form={form} onSubmit={onSubmit} idPrefix="register" inlineMessage={inlineMessage}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="firstName" label={t("firstName")} autoComplete="given-name" />
        <TextField name="lastName" label={t("lastName")} autoComplete="family-name" />
        <TextField name="username" label={t("username")} autoComplete="username" />
        <TextField name="dateOfBirth" type="date" label={t("dateOfBirth")} autoComplete="bday" />
      </div>
      <EmailVerification
        email={email}
        onEmailChange={(value) => {
          form.setValue("email", value);
          form.setValue("emailVerified", false);
        }}
        verified={verified === true}
        onVerified={() => {
          form.setValue("emailVerified", true);
          form.clearErrors(["email", "emailVerified"]);
        }}
        error={emailError ? inlineMessage(emailError) : null}
      />
      <NewPasswordFields
        name="password"
        label={t("password")}
        confirmLabel={t("confirmPassword")}
        columns={2}
      />
      <MobileNumberField />
      <TextField name="referralCode" label={t("referralCode")} autoComplete="off" />
      <CheckboxField
        name="agreeToTerms"
        label={
          <span className="leading-7 text-muted">
            {t.rich("terms", { terms: termsLink("/terms-of-use"), privacy: termsLink("/privacy-policy") })}
          </span>
        }
      />
      <SubmitButton loadingText={t("submitting")}>{t("submit")}</SubmitButton>
      <p className="text-center text-sm text-muted">
        {t("haveAccount")}{" "}
        <AuthModeLink mode="login" returnUrl={returnUrl}>
          {t("logIn")}
        </AuthModeLink>
      </p>
    </Form>
  );
}
