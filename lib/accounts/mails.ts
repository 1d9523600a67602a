// The accounts mails: verification code, sign-in code, password reset link, welcome. Rendered with the site's
// template, in the reader's language: a member's row's (read now, by the address), a visitor's (a code before
// registration) the request's. Each names its kind: the server log says that, never the subject or the body (they
// carry codes).
import { OTP_VALID_SECONDS } from "@/lib/accounts/constants";
import { inviteLink } from "@/lib/accounts/invite";
import { inLocale, localeOfAddress, mailTranslator, mailUrl } from "@/lib/mail/i18n";
import { sendMail } from "@/lib/mail/send";
import { renderMail } from "@/lib/mail/template";

/** The language a mail to `to` is written in: the one given (the request's), else the member's. */
const languageOf = async (to: string, locale?: string) => locale ?? (await localeOfAddress(to));

/** `locale`: the language of the page that asked (the address has no account yet). */
export async function sendVerificationCodeMail(to: string, code: string, locale = "en"): Promise<void> {
  const t = await mailTranslator(locale);
  const minutes = Math.round(OTP_VALID_SECONDS / 60);
  const { html, text } = renderMail({
    preview: t("verification.preview", { code }),
    heading: t("verification.heading"),
    paragraphs: [t("verification.body", { minutes })],
    code,
    footnote: t("verification.footnote"),
  });
  await sendMail({ kind: "verification code", to, subject: t("verification.subject", { code }), html, text });
}

/** The one-time code that signs the owner in while the account's password login is shut (lib/accounts/login.ts). */
export async function sendSignInCodeMail(to: string, code: string, locale?: string): Promise<void> {
  const language = await languageOf(to, locale);
  const t = await mailTranslator(language);
  const minutes = Math.round(OTP_VALID_SECONDS / 60);
  const forgot = mailUrl(language, "/login?mode=forgot-password");
  const { html, text } = renderMail({
    preview: t("signInCode.preview"),
    heading: t("signInCode.heading"),
    paragraphs: [t("signInCode.body"), t("signInCode.valid", { minutes })],
    code,
    button: { label: t("signInCode.button"), url: forgot },
    footnote: t("signInCode.footnote"),
  });
  await sendMail({ kind: "sign-in code", to, subject: t("signInCode.subject"), html, text });
}

/** Sent instead of a code when someone asks to register an address that has an account already. */
export async function sendAccountExistsMail(to: string, locale?: string): Promise<void> {
  const language = await languageOf(to, locale);
  const t = await mailTranslator(language);
  const { html, text } = renderMail({
    preview: t("accountExists.preview"),
    heading: t("accountExists.heading"),
    paragraphs: [t("accountExists.body"), t("accountExists.next")],
    button: { label: t("accountExists.button"), url: mailUrl(language, "/login") },
    footnote: t("accountExists.footnote"),
  });
  await sendMail({ kind: "account exists", to, subject: t("accountExists.subject"), html, text });
}

export async function sendPasswordResetMail(to: string, token: string, locale?: string): Promise<void> {
  const language = await languageOf(to, locale);
  const t = await mailTranslator(language);
  const url = mailUrl(language, `/reset-password?token=${encodeURIComponent(token)}`);
  const { html, text } = renderMail({
    preview: t("passwordReset.preview"),
    heading: t("passwordReset.heading"),
    paragraphs: [t("passwordReset.body")],
    button: { label: t("passwordReset.button"), url },
    footnote: t("passwordReset.footnote"),
  });
  await sendMail({ kind: "password reset", to, subject: t("passwordReset.subject"), html, text });
}

export async function sendWelcomeMail(
  to: string,
  firstName: string,
  referralCode: string,
  locale?: string,
): Promise<void> {
  const language = await languageOf(to, locale);
  const t = await mailTranslator(language);
  const welcome = t("welcome.heading", { name: firstName });
  const { html, text } = renderMail({
    preview: welcome,
    heading: welcome,
    paragraphs: [
      t("welcome.body"),
      t("welcome.referral", { code: referralCode, link: inLocale(language, inviteLink(referralCode)) }),
    ],
    button: { label: t("welcome.button"), url: mailUrl(language, "/dashboard") },
  });
  await sendMail({ kind: "welcome", to, subject: t("welcome.subject"), html, text });
}
