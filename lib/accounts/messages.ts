// The texts users see, in one place for the forms and the server.
import { plural } from "@/lib/format/plural";
import { formMessages } from "@/lib/validation/messages";

export const msg = {
  fillAllFields: "Please fill in all fields.",
  tooYoung: "You must be at least 5 years old to register.",
  verifyEmail: "Please verify your email address.",
  passwordPolicy: "Password does not meet all requirements.",
  passwordsMismatch: "Passwords do not match.",
  agreeToTerms: "Please agree to the terms and conditions.",
  invalidEmail: formMessages.validEmail,
  invalidPhone: formMessages.validPhone,
  invalidDate: "Please enter a valid date of birth.",
  invalidUsername: "Username must be 3 to 30 letters, numbers or underscores.",
  emailTaken: "Email already registered",
  usernameTaken: "Username already taken",
  loginRequired: "Please enter both email and password.",
  invalidCredentials: "Invalid credentials",
  suspended:
    "This account is suspended. Write to us through the contact page if you think this is a mistake.",
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  firstNameTooLong: "First name must be 50 characters or less",
  lastNameTooLong: "Last name must be 50 characters or less",
  bioTooLong: "Bio must be less than 160 characters",
  allFieldsRequired: "All fields are required.",
  newPasswordMismatch: "New password and confirmation do not match.",
  currentPasswordWrong: "Current password is incorrect.",
  emailRequired: "Email is required",
  otpFormat: "Please enter the 6-digit code.",
  invalidOtp: "Invalid OTP. Please try again.",
  otpExpired: "This code has expired. Please request a new one.",
  otpTooManyAttempts: "Too many incorrect attempts. Please request a new code.",
  otpVerified: "Email verified successfully.",
  otpSent: "Verification code sent. Check your email.",
  resetLinkInvalid: "This reset link is invalid or has expired.",
  resetLinkUsed: "This reset link has already been used: each link works once.",
  resetLinkExpired: "This reset link has expired: each link works for 1 hour.",
  resetSent: "If an account exists for that email, we have sent a password reset link.",
  passwordChanged: "Password changed successfully.",
  passwordReset: "Your password has been reset. Please log in.",
  typeDelete: "Please type 'DELETE' to confirm account deletion.",
  loginLocked: "Too many login attempts for this account. We have emailed a sign-in code to its address.",
  signInCodeInvalid:
    "This sign-in code is wrong or no longer valid. Check the newest email and try again, or log in with your password to have a new code sent.",
} as const;

/** A wrong email code, and how many tries the code has left: "Invalid OTP. Please try again. 2 tries left." */
export const invalidOtpTriesLeft = (left: number) =>
  `${msg.invalidOtp} ${plural(left, "try", "tries")} left.`;
