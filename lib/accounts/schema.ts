// zod schemas of every accounts input, shared by the forms (client-side messages) and the route handlers.
import { z } from "zod";
import { BIO_MAX, countryCodeValues, MIN_AGE_YEARS, OTP_LENGTH } from "@/lib/accounts/constants";
import { msg } from "@/lib/accounts/messages";
import { meetsPasswordPolicy } from "@/lib/accounts/password-policy";
import { istDayStamp } from "@/lib/format/date";
import { requiredText } from "@/lib/validation/text";

const emailField = (missing: string) =>
  z.string({ error: missing }).trim().toLowerCase().min(1, missing).pipe(z.email(msg.invalidEmail).max(254));
const newPassword = (missing: string) =>
  z
    .string({ error: missing })
    .min(1, missing)
    .max(128, msg.passwordPolicy)
    .refine(meetsPasswordPolicy, msg.passwordPolicy);

/** A 6-digit code from an email (registration's, sign-in's). */
const emailCode = () =>
  z
    .string({ error: msg.otpFormat })
    .trim()
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), msg.otpFormat);

/** Whole years between a YYYY-MM-DD birth date and today in India (a birthday starts at 00:00 IST). */
export function ageInYears(dateOfBirth: string, today = new Date()): number {
  const [y, m, d] = dateOfBirth.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = istDayStamp(today).split("-").map(Number) as [number, number, number];
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && date.getUTCFullYear() >= 1900
  );
}

export const registerInput = z
  .object({
    firstName: requiredText(msg.fillAllFields).max(50, msg.firstNameTooLong),
    lastName: requiredText(msg.fillAllFields).max(50, msg.lastNameTooLong),
    username: requiredText(msg.fillAllFields).regex(/^[A-Za-z0-9_]{3,30}$/, msg.invalidUsername),
    dateOfBirth: requiredText(msg.fillAllFields)
      .refine(isRealDate, msg.invalidDate)
      .refine((v) => !isRealDate(v) || ageInYears(v) >= MIN_AGE_YEARS, msg.tooYoung)
      .refine((v) => !isRealDate(v) || ageInYears(v) <= 120, msg.invalidDate),
    email: emailField(msg.fillAllFields),
    password: newPassword(msg.fillAllFields),
    confirmPassword: z.string({ error: msg.fillAllFields }).min(1, msg.fillAllFields),
    countryCode: z.enum(countryCodeValues, { error: msg.fillAllFields }),
    mobileNumber: requiredText(msg.fillAllFields).regex(/^\d{6,15}$/, msg.invalidPhone),
    referralCode: z.string().trim().toUpperCase().max(40).optional().default(""),
    agreeToTerms: z.literal(true, { error: msg.agreeToTerms }),
  })
  .refine((d) => d.password === d.confirmPassword, {
    message: msg.passwordsMismatch,
    path: ["confirmPassword"],
  });
export type RegisterInput = z.input<typeof registerInput>;

export const loginInput = z.object({
  email: z.string({ error: msg.loginRequired }).trim().toLowerCase().min(1, msg.loginRequired).max(254),
  password: z.string({ error: msg.loginRequired }).min(1, msg.loginRequired).max(128, msg.invalidCredentials),
  rememberMe: z.boolean().optional().default(false),
});

/** The sign-in code mailed when an account's password login is shut (lib/accounts/login.ts). */
export const loginCodeInput = z.object({
  email: loginInput.shape.email,
  code: emailCode(),
  rememberMe: z.boolean().optional().default(false),
});

export const otpSendInput = z.object({ email: emailField(msg.emailRequired) });

export const otpVerifyInput = z.object({
  email: emailField(msg.emailRequired),
  otp: emailCode(),
});

export const profileInput = z.object({
  firstName: requiredText(msg.firstNameRequired).max(50, msg.firstNameTooLong),
  lastName: requiredText(msg.lastNameRequired).max(50, msg.lastNameTooLong),
  bio: z.string().trim().max(BIO_MAX, msg.bioTooLong).optional().default(""),
});

export const changePasswordInput = z.object({
  currentPassword: z.string({ error: msg.allFieldsRequired }).min(1, msg.allFieldsRequired).max(128),
  newPassword: newPassword(msg.allFieldsRequired),
});

/** The form adds the confirmation; the server takes the two fields of the contract. */
export const changePasswordForm = changePasswordInput
  .extend({
    confirmPassword: z.string({ error: msg.allFieldsRequired }).min(1, msg.allFieldsRequired),
  })
  .refine((d) => d.newPassword === d.confirmPassword, {
    message: msg.newPasswordMismatch,
    path: ["confirmPassword"],
  });

export const forgotPasswordInput = z.object({ email: emailField(msg.emailRequired) });

export const resetPasswordInput = z
  .object({
    token: z
      .string({ error: msg.resetLinkInvalid })
      .min(1, msg.resetLinkInvalid)
      .max(200, msg.resetLinkInvalid),
    password: newPassword(msg.fillAllFields),
    confirmPassword: z.string({ error: msg.fillAllFields }).min(1, msg.fillAllFields),
  })
  .refine((d) => d.password === d.confirmPassword, {
    message: msg.passwordsMismatch,
    path: ["confirmPassword"],
  });

/** The registration form: registerInput plus the verified-email step (the server checks the verification itself). */
export const registerForm = registerInput.and(
  z.object({ emailVerified: z.boolean().refine(Boolean, msg.verifyEmail) }),
);

/** The danger zone's form: DELETE, typed exactly. */
export const deleteAccountForm = z.object({
  confirmation: z.string().pipe(z.literal("DELETE", { error: msg.typeDelete })),
});
