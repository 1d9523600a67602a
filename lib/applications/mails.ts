// Mail about applications: the poster and the applicant hear of a new one, the applicant of a decision. A failed
// mail never undoes the change (lib/mail/deliver keeps it for Send again).
import { mailGreeting } from "@/lib/mail/greeting";
import type { ApplicationDecision } from "@/lib/applications/schema";
import { env } from "@/lib/env";
import { deliverMail } from "@/lib/mail/deliver";
import { renderMail } from "@/lib/mail/template";

const lines: Record<ApplicationDecision, (job: string, company: string) => string> = {
  accepted: (job, company) =>
    `Good news: ${company} accepted your application for ${job}. They will contact you at this address.`,
  rejected: (job, company) =>
    `${company} has decided not to go ahead with your application for ${job}. Thank you for applying.`,
  completed: (job, company) => `${company} marked your application for ${job} as completed.`,
};

export async function sendApplicationStatusMail(a: {
  name: string;
  email: string;
  status: ApplicationDecision;
  job: { title: string; company: string };
  /** The poster's own words, when they wrote some (a bulk rejection's message). */
  message?: string;
}): Promise<void> {
  const line = lines[a.status](a.job.title, a.job.company);
  const { html, text } = renderMail({
    preview: line,
    heading: `Your application: ${a.status}`,
    paragraphs: [
      mailGreeting(a),
      line,
      ...(a.message ? [`A message from ${a.job.company}: ${a.message}`] : []),
    ],
    button: {
      label: "View my applications",
      url: new URL("/dashboard/applications", env.SITE_URL).toString(),
    },
  });
  await deliverMail("application decision", {
    to: a.email,
    subject: `${a.job.title}: application ${a.status}`,
    html,
    text,
  });
}

const closedLines = {
  Filled: (company: string) =>
    `${company} has filled this position, so your application will not go further. We hope to see you apply again.`,
  Closed: (company: string) =>
    `${company} has closed this job, so your application will not go further. We hope to see you apply again.`,
};

/**
 * The applicants whose applications were still open when the job closed, each told once. One after another, as a
 * bulk rejection's are: the caller runs this after its answer (next/server's after()), never inside the request.
 */
export async function sendApplicationClosedMails(
  applicants: { name: string; email: string }[],
  job: { title: string; company: string },
  reason: "Filled" | "Closed",
): Promise<void> {
  const line = closedLines[reason](job.company);
  const subject = `${job.title}: ${reason === "Filled" ? "position filled" : "job closed"}`;
  for (const a of applicants) {
    const { html, text } = renderMail({
      preview: line,
      heading: "Your application: closed",
      paragraphs: [`Hi ${a.name},`, `Thank you for applying to ${job.title} at ${job.company}.`, line],
      button: {
        label: "View my applications",
        url: new URL("/dashboard/applications", env.SITE_URL).toString(),
      },
    });
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
  const url = (path: string) => new URL(path, env.SITE_URL).toString();
  const mails: Promise<boolean>[] = [];
  if (poster) {
    const line = `${applicant.name} applied to ${job.title} at ${job.company}.`;
    const { html, text } = renderMail({
      preview: line,
      heading: `New application for ${job.title}`,
      paragraphs: [mailGreeting(poster), line],
      button: { label: "View applicants", url: url(`/dashboard/jobs/${jobId}/applications`) },
      footnote: "Reply to this mail to answer the applicant directly.",
    });
    mails.push(
      deliverMail("application received", {
        to: poster.email,
        replyTo: applicant.email,
        subject: `New application for ${job.title}`,
        html,
        text,
      }),
    );
  }
  const line = `Your application for ${job.title} at ${job.company} has been sent. We'll mail you when ${job.company} decides.`;
  const { html, text } = renderMail({
    preview: line,
    heading: "Application sent",
    paragraphs: [mailGreeting(applicant), line],
    button: { label: "View my applications", url: url("/dashboard/applications") },
  });
  mails.push(
    deliverMail("application confirmation", {
      to: applicant.accountEmail,
      subject: `Application sent: ${job.title}`,
      html,
      text,
    }),
  );
  await Promise.all(mails);
}
