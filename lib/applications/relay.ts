// The poster (or an admin) writes to an applicant once their application is decided; the site relays it.
import type { Actor } from "@/lib/auth/policy";
import { findApplicationToManage } from "@/lib/applications/access";
import { applicationMessages as m } from "@/lib/applications/messages";
import { db } from "@/lib/db";
import { conflict } from "@/lib/errors";
import { sendRelayedMessage } from "@/lib/mail/relay";

const decided = new Set(["accepted", "rejected", "completed"]);

export async function messageApplicant(actor: Actor, id: string, message: string) {
  const found = await findApplicationToManage(id, actor);
  if (!decided.has(found.status)) throw conflict(m.messageAfterDecision);
  const row = await db.jobApplication.findUniqueOrThrow({
    where: { id },
    select: { name: true, email: true },
  });
  const sent = await sendRelayedMessage({
    to: row.email,
    name: row.name,
    from: found.job.company,
    about: `your application for ${found.job.title}`,
    message,
  });
  return { id, sent };
}
