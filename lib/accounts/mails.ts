// The accounts mails: verification code, sign-in code, password reset link, welcome. Rendered with the site's
// template. Each names its kind: the server log says that, never the subject or the body (they carry codes).
import { OTP_VALID_SECONDS } from "@/lib/accounts/constants";
import { inviteLink } from "@/lib/accounts/invite";
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
  await sendMail({ kind: "verification code", to, subject: `Your verification code: ${code}`, html, text });
}

/** The one-time code that signs the owner in while the account's password login is shut (lib/accounts/login.ts). */
export async function sendSignInCodeMail(to: string, code: string): Promise<void> {
  const minutes = Math.round(OTP_VALID_SECONDS / 60);
  const forgot = new URL("/login?mode=forgot-password", env.SITE_URL).toString();
  const { html, text } = renderMail({
    preview: "Your Builders Hub sign-in code",
    heading: "Your sign-in code",
    paragraphs: [
      "There have been too many wrong passwords for your Builders Hub account, so logging in with the password is paused for a while. To log in now, enter this code on the login page.",
      `It is valid for ${minutes} minutes and can be used once.`,
    ],
    code,
    button: { label: "Reset your password", url: forgot },
    footnote:
      "If the wrong passwords were not yours, someone may be guessing your password: choosing a new one with the button above is a good idea. Nobody needs this code but you: never share it.",
  });
  await sendMail({ kind: "sign-in code", to, subject: "Your Builders Hub sign-in code", html, text });
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
  await sendMail({
    kind: "account exists",
    to,
    subject: "You already have a Builders Hub account",
    html,
    text,
  });
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
  await sendMail({ kind: "password reset", to, subject: "Reset your Builders Hub password", html, text });
}

export async function sendWelcomeMail(to: string, firstName: string, referralCode: string): Promise<void> {
  const url = new URL("/dashboard", env.SITE_URL).toString();
  const { html, text } = renderMail({
    preview: `Welcome to Builders Hub, ${firstName}!`,
    heading: `Welcome to Builders Hub, ${firstName}!`,
    paragraphs: [
      "Your account is ready. Find hackathons, jobs, internships and gigs, submit your own listings and earn coins along the way.",
      `Your referral code is ${referralCode}. Share it with friends: you earn coins when they join. Your invite link fills it in for them: ${inviteLink(referralCode)}`,
    ],
    button: { label: "Open your dashboard", url },
  });
  await sendMail({ kind: "welcome", to, subject: "Welcome to Builders Hub", html, text });
}
