// The accounts mails: verification code, password reset link, welcome. Rendered with the site's template.
import { OTP_VALID_SECONDS } from "@/lib/accounts/constants";
import { env } from "@/lib/env";
import { sendMail } from "@/lib/mail/send";
import { renderMail } from "@/lib/mail/template";

export async function sendVerificationCodeMail(to: string, code: string): Promise<void> {
  const minutes = Math.round(OTP_VALID_SECONDS / 60);
  const { html, text } = renderMail({
    preview: `Your Builders Hub verification code is ${code}`,
    heading: "Verify your email",
    paragraphs: [
      `Enter this code on the registration page to verify your email address. It is valid for ${minutes} minutes and can be used once.`,
    ],
    code,
    footnote: "If you did not try to create a Builders Hub account, you can ignore this email.",
  });
  await sendMail({ to, subject: `Your verification code: ${code}`, html, text });
}

/** Sent instead of a code when someone asks to register an address that has an account already. */
export async function sendAccountExistsMail(to: string): Promise<void> {
  const login = new URL("/login", env.SITE_URL).toString();
  const { html, text } = renderMail({
    preview: "You already have a Builders Hub account",
    heading: "You already have an account",
    paragraphs: [
      "Someone (probably you) asked for a code to create a Builders Hub account with this email address, but this address has an account already.",
      "Log in with it, or reset your password from the login page if you have forgotten it.",
    ],
    button: { label: "Log in", url: login },
    footnote: "If this was not you, you can ignore this email: nothing has changed.",
  });
  await sendMail({ to, subject: "You already have a Builders Hub account", html, text });
}

export async function sendPasswordResetMail(to: string, token: string): Promise<void> {
  const url = new URL(`/reset-password?token=${encodeURIComponent(token)}`, env.SITE_URL).toString();
  const { html, text } = renderMail({
    preview: "Reset your Builders Hub password",
    heading: "Reset your password",
    paragraphs: [
      "We received a request to reset the password of your Builders Hub account. The link below is valid for 1 hour and works once.",
    ],
    button: { label: "Choose a new password", url },
    footnote: "If you did not ask for this, ignore this email: your password stays as it is.",
  });
  await sendMail({ to, subject: "Reset your Builders Hub password", html, text });
}

export async function sendWelcomeMail(to: string, firstName: string, referralCode: string): Promise<void> {
  const url = new URL("/dashboard", env.SITE_URL).toString();
  const { html, text } = renderMail({
    preview: `Welcome to Builders Hub, ${firstName}!`,
    heading: `Welcome to Builders Hub, ${firstName}!`,
    paragraphs: [
      "Your account is ready. Find hackathons, jobs, internships and gigs, submit your own listings and earn coins along the way.",
      `Your referral code is ${referralCode}. Share it with friends: you earn coins when they join.`,
    ],
    button: { label: "Open your dashboard", url },
  });
  await sendMail({ to, subject: "Welcome to Builders Hub", html, text });
}
