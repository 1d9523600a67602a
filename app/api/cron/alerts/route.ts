// GET or POST /api/cron/alerts (Authorization: Bearer $CRON_SECRET) → { queued, sent }: queues the saved-search alerts
// (the instant ones, and the digests that are due: lib/queue), which a worker then sends. For a platform's scheduler
// (Vercel's cron calls GET with the bearer: vercel.json) or an outside one; a Node host's worker schedules them
// itself. `sent` stays for callers that read it: always 0, as the mail goes from the worker.
import { assertCronSecret } from "@/lib/api/cron-secret";
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { queueScheduledJobs } from "@/lib/queue/cron";

export const dynamic = "force-dynamic";

export const POST = apiHandler(
  {
    tag: "Operations",
    summary: "Queue the saved-search alerts: instant ones, and the daily and weekly digests that are due",
    access: "The scheduler: Authorization: Bearer CRON_SECRET (401 otherwise)",
    returns: "{ success, queued, sent } (queued: jobs not already waiting; sent: 0, the worker sends)",
  },
  async ({ request }) => {
    assertCronSecret(request);
    return { success: true, queued: await queueScheduledJobs(["alerts.instant", "alerts.digest"]), sent: 0 };
  },
);

/** The same for a scheduler that can only GET (Vercel's cron), with the same bearer. */
export const GET = POST;

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
