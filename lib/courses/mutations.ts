import { localizeError } from "@/lib/api/error-locale";
import { notFound } from "@/lib/errors";
import type { WaitlistInput, WaitlistResult } from "@/lib/courses/schema";
import { waitlistMessages } from "@/lib/courses/messages";
import { db } from "@/lib/db";
import { logLine } from "@/lib/log";
import { deliverMail } from "@/lib/mail/deliver";
import { mailTranslator } from "@/lib/mail/i18n";
import { renderMail } from "@/lib/mail/template";
import type { Locale } from "@/lib/i18n/locales";
import { rateRules, withinRate } from "@/lib/rate-limit/rules";
import { site } from "@/lib/site/config";

/**
 * Confirmation mails per recipient address and day. Anyone can type any address into the form, so this caps
 * what the form can send to one inbox; beyond it the entry is still stored, without a mail.
 */
export const confirmationMailsPerDay = rateRules.waitlistMailByEmail.limit;

function isUniqueClash(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "P2002";
}

/**
 * Adds one waitlist entry per email and course; a repeat is answered as "already on the list". The answer's message
 * and the confirmation mail are in `locale`, the request's (apiLocale): a visitor has no stored language.
 */
export async function joinWaitlist(input: WaitlistInput, locale: Locale = "en"): Promise<WaitlistResult> {
  const course = await db.course.findUnique({
    where: { id: input.courseId },
    select: { id: true, title: true },
  });
  if (!course) throw notFound("That course does not exist any more. Please choose another one.");
  try {
    await db.waitlistEntry.create({
      data: {
        courseId: course.id,
        name: input.name,
        email: input.email,
        skillLevel: input.skillLevel ?? null,
      },
      select: { id: true },
    });
  } catch (error) {
    if (isUniqueClash(error)) {
      const message = localizeError(waitlistMessages.already(course.title), locale);
      return { success: true, alreadyOnList: true, message };
    }
    throw error;
  }
  await sendConfirmation(input, course.title, locale);
  return { success: true, alreadyOnList: false, message: localizeError(waitlistMessages.joined, locale) };
}

async function sendConfirmation(input: WaitlistInput, courseTitle: string, locale: Locale) {
  if (!(await withinRate("waitlistMailByEmail", input.email))) {
    logLine("warn", { event: "waitlist_mail_skipped", reason: "daily limit for this address reached" });
    return;
  }
  // Nothing the visitor typed goes into the mail (the address may not be theirs): only the course's title.
  const t = await mailTranslator(locale);
  const course = { course: courseTitle };
  const { html, text } = renderMail({
    preview: t("waitlist.preview", course),
    heading: t("waitlist.heading"),
    paragraphs: [t("waitlist.thanks", course), t("waitlist.cohorts"), t("waitlist.community")],
    button: { label: t("waitlist.button"), url: site.communityUrl },
    footnote: t("waitlist.footnote"),
  });
  // The entry is stored, which is what the visitor asked for; the confirmation is a courtesy.
  await deliverMail("waitlist confirmation", {
    to: input.email,
    subject: t("waitlist.subject", course),
    html,
    text,
  });
}
