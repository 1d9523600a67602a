// Inputs of the queue's endpoints, shared by the routes and the back office's button.
import { z } from "zod";

/** POST /api/admin/jobs/retry: the failed jobs to run again. */
export const retryJobsInput = z.object({
  ids: z
    .array(z.uuid("Unknown job"), { error: "Choose the jobs to run again" })
    .min(1, "Choose the jobs to run again")
    .max(50, "At most 50 jobs at a time"),
});

/** The longest a call of POST /api/cron/work may run jobs (a platform's function limit, less a margin). */
export const WORK_SECONDS_MAX = 280;

/** POST /api/cron/work?seconds=40: how long to keep starting jobs. */
export const workQuery = z.object({
  seconds: z.coerce
    .number("Seconds must be a number")
    .int("Seconds must be a whole number")
    .min(1, "Seconds must be at least 1")
    .max(WORK_SECONDS_MAX, `Seconds must be at most ${WORK_SECONDS_MAX}`)
    .default(40),
});
