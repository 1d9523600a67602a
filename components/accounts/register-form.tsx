"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { AuthModeLink } from "@/components/accounts/auth-mode-links";
import { EmailVerification } from "@/components/accounts/email-verification";
import { PasswordChecklist } from "@/components/accounts/password-checklist";
import { useAfterSignIn } from "@/components/accounts/use-after-sign-in";
import { Button } from "@/components/ui/button";
import {
  Checkbox,
  describedBy,
  FieldError,
  FormMessage,
  Label,
  Select,
  TextField,
  Input,
} from "@/components/ui/input";
import { countryCodes } from "@/lib/accounts/constants";
import { msg } from "@/lib/accounts/messages";
import { RegisterInput } from "@/lib/accounts/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { apiFetch, ApiClientError } from "@/lib/client/api";

type Errors = Record<string, string>;

/** §5's order: missing fields first, then age, verification, password, match, terms. */
function firstMessage(errors: Errors, verified: boolean): string | null {
  const messages = Object.values(errors);
  if (messages.includes(msg.fillAllFields)) return msg.fillAllFields;
  if (errors.dateOfBirth) return errors.dateOfBirth;
  if (!verified) return msg.verifyEmail;
  return messages[0] ?? null;
}

export function RegisterForm({ returnUrl }: { returnUrl: string | null }) {
  const [email, setEmail] = useState("");
  const [verified, setVerified] = useState(false);
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const afterSignIn = useAfterSignIn(returnUrl);
  // A missing field says "Required" under itself; §5's 'Please fill in all fields.' shows once, above the button.
  const err = (field: string) => (errors[field] === msg.fillAllFields ? "Required" : (errors[field] ?? null));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = {
      ...Object.fromEntries(
        [
          "firstName",
          "lastName",
          "username",
          "dateOfBirth",
          "confirmPassword",
          "countryCode",
          "mobileNumber",
          "referralCode",
        ].map((k) => [k, String(form.get(k) ?? "")]),
      ),
      email,
      password,
      agreeToTerms: form.get("agreeToTerms") === "on",
    };
    const parsed = RegisterInput.safeParse(values);
    const fieldErrors: Errors = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    const first = firstMessage(fieldErrors, verified);
    if (!verified && !fieldErrors.email) fieldErrors.email = msg.verifyEmail;
    setErrors(fieldErrors);
    setFormError(first);
    if (!parsed.success || !verified) return;
    setPending(true);
    try {
      const { user } = await apiFetch<{ user: CurrentUser }>("/api/auth/register", { body: parsed.data });
      toast.success("Registration Successful", {
        description: `Welcome to Builders Hub, ${user.firstName}!`,
      });
      afterSignIn(user.role);
    } catch (e) {
      const message =
        e instanceof ApiClientError && e.status !== 500
          ? e.message
          : "Registration failed. Please try again.";
      if (e instanceof ApiClientError) setErrors(e.errors);
      setFormError(message);
      toast.error("Registration Failed", { description: message });
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="register-firstName"
          name="firstName"
          label="First name"
          autoComplete="given-name"
          error={err("firstName")}
        />
        <TextField
          id="register-lastName"
          name="lastName"
          label="Last name"
          autoComplete="family-name"
          error={err("lastName")}
        />
        <TextField
          id="register-username"
          name="username"
          label="Username"
          autoComplete="username"
          error={err("username")}
        />
        <TextField
          id="register-dateOfBirth"
          name="dateOfBirth"
          type="date"
          label="Date of birth"
          autoComplete="bday"
          error={err("dateOfBirth")}
        />
      </div>
      <EmailVerification
        email={email}
        onEmailChange={(value) => {
          setEmail(value);
          setVerified(false);
        }}
        verified={verified}
        onVerified={() => {
          setVerified(true);
          setErrors((current) =>
            Object.fromEntries(Object.entries(current).filter(([field]) => field !== "email")),
          );
        }}
        error={err("email")}
      />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="register-password">Password</Label>
        <Input
          id="register-password"
          name="password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          invalid={!!err("password")}
          aria-describedby={`register-password-rules ${err("password") ? "register-password-error" : ""}`.trim()}
        />
        <PasswordChecklist id="register-password-rules" password={password} columns={2} />
        <FieldError id="register-password-error">{err("password")}</FieldError>
      </div>
      <TextField
        id="register-confirmPassword"
        name="confirmPassword"
        type="password"
        label="Confirm password"
        autoComplete="new-password"
        error={err("confirmPassword")}
      />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="register-mobileNumber">Mobile number</Label>
        <div className="flex gap-2">
          <div className="w-36 shrink-0">
            <Select
              name="countryCode"
              defaultValue="+91"
              aria-label="Country code"
              invalid={!!err("countryCode")}
            >
              {countryCodes.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.code} {c.label}
                </option>
              ))}
            </Select>
          </div>
          <Input
            className="min-w-0 flex-1"
            id="register-mobileNumber"
            name="mobileNumber"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            invalid={!!err("mobileNumber")}
            aria-describedby={describedBy("register-mobileNumber", { error: err("mobileNumber") })}
          />
        </div>
        <FieldError id="register-mobileNumber-error">{err("mobileNumber")}</FieldError>
      </div>
      <TextField
        id="register-referralCode"
        name="referralCode"
        label="Referral code (optional)"
        autoComplete="off"
        error={err("referralCode")}
      />
      <div className="flex flex-col gap-1.5">
        <div className="flex items-start gap-3">
          <Checkbox
            id="register-terms"
            name="agreeToTerms"
            className="mt-3"
            aria-describedby={describedBy("register-terms", { error: err("agreeToTerms") })}
          />
          <Label htmlFor="register-terms" className="py-2 font-normal leading-7 text-muted">
            I agree to the{" "}
            <Link href="/terms-of-use" className="text-accent underline underline-offset-4">
              Terms of Service
            </Link>{" "}
            and{" "}
            <Link href="/privacy-policy" className="text-accent underline underline-offset-4">
              Privacy Policy
            </Link>
          </Label>
        </div>
        <FieldError id="register-terms-error">{err("agreeToTerms")}</FieldError>
      </div>
      <FormMessage>{formError}</FormMessage>
      <Button type="submit" size="lg" loading={pending} loadingText="Creating account...">
        Create account
      </Button>
      <p className="text-center text-sm text-muted">
        Already have an account?{" "}
        <AuthModeLink mode="login" returnUrl={returnUrl}>
          Log in
        </AuthModeLink>
      </p>
    </form>
  );
}
