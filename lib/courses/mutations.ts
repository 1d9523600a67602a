import { notFound } from "@/lib/errors";
import type { WaitlistInput, WaitlistResult } from "@/lib/courses/schema";
import { waitlistMessages } from "@/lib/courses/messages";
import { db } from "@/lib/db";
import { logLine } from "@/lib/log";
import { deliverMail } from "@/lib/mail/deliver";
import { renderMail } from "@/lib/mail/template";
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

/** Adds one waitlist entry per email and course; a repeat is answered as "already on the list". */
export async function joinWaitlist(input: WaitlistInput): Promise<WaitlistResult> {
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
      return { success: true, alreadyOnList: true, message: waitlistMessages.already(course.title) };
    }
    throw error;
  }
  await sendConfirmation(input, course.title);
  return { success: true, alreadyOnList: false, message: waitlistMessages.joined };
}

async function sendConfirmation(input: WaitlistInput, courseTitle: string) {
  if (!(await withinRate("waitlistMailByEmail", input.email))) {
    logLine("warn", { event: "waitlist_mail_skipped", reason: "daily limit for this address reached" });
    return;
  }
  // Nothing the visitor typed goes into the mail (the address may not be theirs): only the course's title.
  const { html, text } = renderMail({
    preview: `You're on the waitlist for ${courseTitle}`,
    heading: "You're on the list!",
    paragraphs: [
      `Thanks for pre-registering for ${courseTitle}. We'll email you as soon as enrolment opens, before it is announced anywhere else.`,
      "Cohorts are small (40 to 60 learners) so mentors can review every submission. Fees are announced in rupees, with need-based scholarships for students.",
      "Until then, come and say hello in the community group: it is free, and most of our mentors hang out there.",
    ],
    button: { label: "Join the community", url: site.communityUrl },
    footnote:
      "You received this because you joined a course waitlist on Builders Hub. Reply to this mail to be removed.",
  });
  // The entry is stored, which is what the visitor asked for; the confirmation is a courtesy.
  await deliverMail("waitlist confirmation", {
    to: input.email,
    subject: `You're on the waitlist: ${courseTitle}`,
    html,
    text,
  });
}
