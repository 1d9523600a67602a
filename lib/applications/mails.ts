// Mail about applications: the poster and the applicant hear of a new one, the applicant of a decision. A failed
// mail never undoes the change (lib/mail/deliver keeps it for Send again). Each in its reader's language (their
// member row's, read now), its links to the site in it.
import { mailGreeting } from "@/lib/mail/greeting";
import type { ApplicationDecision } from "@/lib/applications/schema";
import { deliverMail } from "@/lib/mail/deliver";
import { localeOfAddress, mailTranslator, mailUrl, recipientLocale } from "@/lib/mail/i18n";
import { renderMail } from "@/lib/mail/template";

export async function sendApplicationStatusMail(a: {
  /** The applicant's account, when known (their language); else their address's. */
  userId?: string | null;
  name: string;
  email: string;
  status: ApplicationDecision;
  job: { title: string; company: string };
  /** The poster's own words, when they wrote some (a bulk rejection's message). */
  message?: string;
}): Promise<void> {
  const locale = await recipientLocale(a);
  const t = await mailTranslator(locale);
  const line = t(`applications.decided.${a.status}`, { job: a.job.title, company: a.job.company });
  const status = t(`applications.status.${a.status}`);
  const { html, text } = renderMail({
    preview: line,
    heading: t("applications.heading", { status }),
    paragraphs: [
      mailGreeting(a, t),
      line,
      ...(a.message ? [t("applications.message", { company: a.job.company, message: a.message })] : []),
    ],
    button: { label: t("applications.button"), url: mailUrl(locale, "/dashboard/applications") },
  });
  await deliverMail("application decision", {
    to: a.email,
    subject: t("applications.subject", { job: a.job.title, status }),
    html,
    text,
  });
}

/**
 * The applicants whose applications were still open when the job closed, each told once. One after another, as a
 * bulk rejection's are: the caller runs this after its answer (next/server's after()), never inside the request.
 */
export async function sendApplicationClosedMails(
  applicants: { userId?: string | null; name: string; email: string }[],
  job: { title: string; company: string },
  reason: "Filled" | "Closed",
): Promise<void> {
  for (const a of applicants) {
    const locale = await recipientLocale(a);
    const t = await mailTranslator(locale);
    const line = t(`applications.closed.${reason}`, { company: job.company });
    const { html, text } = renderMail({
      preview: line,
      heading: t("applications.closed.heading"),
      paragraphs: [
        t("greeting.named", { name: a.name }),
        t("applications.closed.thanks", { job: job.title, company: job.company }),
        line,
      ],
      button: { label: t("applications.button"), url: mailUrl(locale, "/dashboard/applications") },
    });
    const subject = t(
      reason === "Filled" ? "applications.closed.subjectFilled" : "applications.closed.subjectClosed",
      { job: job.title },
    );
    await deliverMail("application closed", { to: a.email, subject, html, text });
  }
}

type Applied = {
  jobId: string;
  job: { title: string; company: string };
  /** Who hears of it: the poster's account, else the job's contact address (a job posted without an account). */
  poster: { email: string; firstName: string | null } | null;
  applicant: { name: string; email: string; accountEmail: string };
};

/**
 * A new application: the poster is told who applied, with a link to the job's applicants; the applicant gets a
 * confirmation at their account's address. Two separate mails: neither shows the other side's address.
 */
export async function sendApplicationReceivedMails({
  jobId,
  job,
  poster,
  applicant,
}: Applied): Promise<void> {
  const mails: Promise<boolean>[] = [];
  if (poster) {
    const locale = await localeOfAddress(poster.email);
    const t = await mailTranslator(locale);
    const line = t("applications.received.line", {
      applicant: applicant.name,
      job: job.title,
      company: job.company,
    });
    const heading = t("applications.received.heading", { job: job.title });
    const { html, text } = renderMail({
      preview: line,
      heading,
      paragraphs: [mailGreeting(poster, t), line],
      button: {
        label: t("applications.received.button"),
        url: mailUrl(locale, `/dashboard/jobs/${jobId}/applications`),
      },
      footnote: t("applications.received.footnote"),
    });
    mails.push(
      deliverMail("application received", {
        to: poster.email,
        replyTo: applicant.email,
        subject: heading,
        html,
        text,
      }),
    );
  }
  const locale = await localeOfAddress(applicant.accountEmail);
  const t = await mailTranslator(locale);
  const line = t("applications.sent.line", { job: job.title, company: job.company });
  const { html, text } = renderMail({
    preview: line,
    heading: t("applications.sent.heading"),
    paragraphs: [mailGreeting(applicant, t), line],
    button: { label: t("applications.button"), url: mailUrl(locale, "/dashboard/applications") },
  });
  mails.push(
    deliverMail("application confirmation", {
      to: applicant.accountEmail,
      subject: t("applications.sent.subject", { job: job.title }),
      html,
      text,
    }),
  );
  await Promise.all(mails);
}
