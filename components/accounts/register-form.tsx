"use client";

import Link from "next/link";
import { useWatch } from "react-hook-form";
import { AuthModeLink } from "@/components/accounts/auth-mode-links";
import { EmailVerification } from "@/components/accounts/email-verification";
import { MobileNumberField } from "@/components/accounts/mobile-number-field";
import { NewPasswordFields } from "@/components/accounts/new-password-field";
import { useAfterSignIn } from "@/components/accounts/use-after-sign-in";
import { CheckboxField, Form, SubmitButton, TextField } from "@/components/ui/form";
import { msg } from "@/lib/accounts/messages";
import { registerSummary } from "@/lib/accounts/register-form";
import { registerForm } from "@/lib/accounts/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { apiFetch, ApiClientError } from "@/lib/client/api";
import { useApiForm } from "@/lib/forms/use-api-form";

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

const terms = (
  <span className="leading-7 text-muted">
    I agree to the{" "}
    <Link href="/terms-of-use" className="text-accent underline underline-offset-4">
      Terms of Service
    </Link>{" "}
    and{" "}
    <Link href="/privacy-policy" className="text-accent underline underline-offset-4">
      Privacy Policy
    </Link>
  </span>
);

// A missing field says "Required" under itself; 'Please fill in all fields.' shows once, above the button.
const inlineMessage = (message: string) => (message === msg.fillAllFields ? "Required" : message);

/** `referralCode`: the code an invite link carried; it fills the field, which stays editable. */
export function RegisterForm({
  returnUrl,
  referralCode,
}: {
  returnUrl: string | null;
  referralCode: string;
}) {
  const afterSignIn = useAfterSignIn(returnUrl);
  const { form, onSubmit } = useApiForm({
    schema: registerForm,
    defaultValues: { ...blank, referralCode },
    send: (data) => apiFetch<{ user: CurrentUser }>("/api/auth/register", { body: data }),
    success: ({ user }) => ({
      title: "Registration Successful",
      description: `Welcome to Builders Hub, ${user.firstName}!`,
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
      title: "Registration Failed",
      description:
        error instanceof ApiClientError && error.status !== 500
          ? error.message
          : "Registration failed. Please try again.",
    }),
    failureAbove: true,
    keepValues: true,
  });
  const [email, verified] = useWatch({ control: form.control, name: ["email", "emailVerified"] });
  const emailError = form.formState.errors.email?.message ?? form.formState.errors.emailVerified?.message;

  return (
    <Form form={form} onSubmit={onSubmit} idPrefix="register" inlineMessage={inlineMessage}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="firstName" label="First name" autoComplete="given-name" />
        <TextField name="lastName" label="Last name" autoComplete="family-name" />
        <TextField name="username" label="Username" autoComplete="username" />
        <TextField name="dateOfBirth" type="date" label="Date of birth" autoComplete="bday" />
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
      <NewPasswordFields name="password" label="Password" columns={2} />
      <MobileNumberField />
      <TextField name="referralCode" label="Referral code (optional)" autoComplete="off" />
      <CheckboxField name="agreeToTerms" label={terms} />
      <SubmitButton loadingText="Creating account...">Create account</SubmitButton>
      <p className="text-center text-sm text-muted">
        Already have an account?{" "}
        <AuthModeLink mode="login" returnUrl={returnUrl}>
          Log in
        </AuthModeLink>
      </p>
    </Form>
  );
}
