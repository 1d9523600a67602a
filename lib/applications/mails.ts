// The applicant's notice after the poster (or an admin) decides. A failed mail never undoes it (lib/mail/deliver).
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
}): Promise<void> {
  const line = lines[a.status](a.job.title, a.job.company);
  const { html, text } = renderMail({
    preview: line,
    heading: `Your application: ${a.status}`,
    paragraphs: [`Hi ${a.name},`, line],
    button: {
      label: "View my applications",
      url: new URL("/dashboard?tab=applications", env.SITE_URL).toString(),
    },
  });
  await deliverMail("application decision", {
    to: a.email,
    subject: `${a.job.title}: application ${a.status}`,
    html,
    text,
  });
}
