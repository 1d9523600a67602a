// Closing a live job early (POST /api/jobs/{id}/close): the listing's close (lib/listings/close.ts), and with it
// in one transaction the applications still open (lib/applications/closing.ts); their applicants are mailed once
// it is committed.
import type { Later } from "@/lib/accounts/login";
import { closeOpenApplications } from "@/lib/applications/closing";
import { sendApplicationClosedMails } from "@/lib/applications/mails";
import type { Actor } from "@/lib/auth/policy";
import { closeListing, type CloseReason } from "@/lib/listings/close";

/**
 * Answers how many open applications it closed. Their mails go through `later` (next/server's after() in a route:
 * after the answer, never holding the request for each of them); without it they are sent before this returns.
 */
export async function closeJob(
  viewer: Actor,
  id: string,
  reason: CloseReason,
  later?: Later,
): Promise<{ closedApplications: number }> {
  const { listing, alongside: told = [] } = await closeListing("job", id, viewer, reason, (tx, job) =>
    closeOpenApplications(tx, job, reason, viewer.id),
  );
  if (told.length) {
    const mail = () => sendApplicationClosedMails(told, listing, reason);
    if (later) later(mail);
    else await mail();
  }
  return { closedApplications: told.length };
}
