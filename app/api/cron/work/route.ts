// GET or POST /api/cron/work?seconds=40 (Authorization: Bearer $CRON_SECRET) → { ran, failed }: runs queued jobs in
// this call (after the queue's upkeep: lost leases expire and run again), starting none after `seconds`. For a
// serverless platform, where no worker lives between requests: its scheduler calls this every minute (vercel.json).
// A job cut off by the platform's time limit runs again once its lease is over.
import { assertCronSecret } from "@/lib/api/cron-secret";
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { env } from "@/lib/env";
import { runQueuedJobsFor } from "@/lib/worker/drain";
import { workQuery } from "@/lib/queue/schema";

export const dynamic = "force-dynamic";
/** Seconds a platform lets this function run (Vercel reads it; raise it with the plan): 40 s of starts, and their ends. */
export const maxDuration = 60;

export const POST = apiHandler(
  {
    tag: "Operations",
    summary: "Run queued jobs for up to the given seconds (a serverless platform's worker)",
    access: "The scheduler: Authorization: Bearer CRON_SECRET (401 otherwise)",
    returns: "{ success, ran, failed }",
    query: workQuery,
  },
  async ({ request, query }) => {
    assertCronSecret(request);
    const { ran, failed } = await runQueuedJobsFor(query.seconds, { concurrency: env.QUEUE_CONCURRENCY });
    return { success: true, ran, failed };
  },
);

/** The same for a scheduler that can only GET (Vercel's cron), with the same bearer. */
export const GET = POST;

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
