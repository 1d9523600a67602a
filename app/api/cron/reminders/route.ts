// GET or POST /api/cron/reminders (Authorization: Bearer $CRON_SECRET) → { queued, sent }: queues the reminders of
// consultations and events starting soon (lib/queue), which a worker then mails, each once. For a platform's
// scheduler (Vercel's cron calls GET with the bearer: vercel.json) or an outside one; a Node host's worker schedules
// them itself. `sent` stays for callers that read it: always 0, as the mail goes from the worker.
import { apiHandler } from "@/lib/api/handler";
import { assertCronSecret } from "@/lib/api/cron-secret";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { queueScheduledJobs } from "@/lib/queue/cron";

export const dynamic = "force-dynamic";

export const POST = apiHandler(
  {
    tag: "Operations",
    summary: "Queue the consultation and event reminders that are due (24 hours before; each sent once)",
    access: "The scheduler: Authorization: Bearer CRON_SECRET (401 otherwise)",
    returns: "{ success, queued, sent } (queued: jobs not already waiting; sent: 0, the worker sends)",
  },
  async ({ request }) => {
    assertCronSecret(request);
    return {
      success: true,
      queued: await queueScheduledJobs(["consultation.reminders", "event.reminders"]),
      sent: 0,
    };
  },
);

/** The same for a scheduler that can only GET (Vercel's cron), with the same bearer. */
export const GET = POST;

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
