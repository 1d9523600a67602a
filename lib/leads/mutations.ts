import { db } from "@/lib/db";
import { env } from "@/lib/env";
import type { LeadInput } from "@/lib/leads/schema";
import { deliverMail } from "@/lib/mail/deliver";
import { renderMail } from "@/lib/mail/template";

/** Stores a demo request as a Lead for the team, and tells the team by mail. */
export async function createLead(input: LeadInput): Promise<{ success: true; id: string }> {
  const { kind, email, fullName: name, organization, ...rest } = input;
  const lead = await db.lead.create({
    data: {
      kind,
      name,
      email: email.toLowerCase(),
      phone: null,
      company: organization ?? null,
      details: rest,
    },
    select: { id: true },
  });
  const lines = Object.entries(rest)
    .filter(([, value]) => value !== undefined && value !== "")
    .map(([key, value]) => `${key}: ${String(value)}`);
  const { html, text } = renderMail({
    preview: `New ${kind} request from ${name}`,
    heading: "New demo request",
    paragraphs: [
      `From: ${name} <${email}>`,
      ...(organization ? [`organization: ${organization}`] : []),
      ...lines,
    ],
    footnote: `Lead ${lead.id}. Reply to this mail to answer ${name} directly.`,
  });
  // The lead is stored (and listed in the back office) whether or not the team's copy goes out.
  await deliverMail("lead", {
    to: env.CONTACT_TO_EMAIL,
    replyTo: email,
    subject: `[Lead] ${kind}: ${name}`,
    html,
    text,
  });
  return { success: true, id: lead.id };
}
