// How each job is retried, how long a run may hold it, and when the queue schedules it itself.
import { createHash } from "node:crypto";
import type { EnqueueOptions, JobName } from "@/lib/queue/names";

export type QueueSettings = {
  /** What the back office calls it. */
  label: string;
  /** Attempts after the first failure. */
  retryLimit: number;
  /** Seconds before the first retry; each later one waits about twice as long (with jitter). */
  retryDelay: number;
  /**
   * The lease: a run holding the job longer (a worker that died, a stuck call) loses it, and the job runs again.
   * Handlers are idempotent through their own claims, so a second run after a crash does nothing twice.
   */
  expireInSeconds: number;
  /** A job that used every attempt is kept among the failed jobs (else its own record stands: FailedMail). */
  deadLetter: boolean;
  /** The queue's own schedule (cron, in India time): one run per tick whatever the number of instances. */
  cron?: string;
};

/** Schedules read in India time: "5 0 * * *" is 00:05 IST. */
export const SCHEDULE_TIMEZONE = "Asia/Kolkata";

export const queueSettings: Record<JobName, QueueSettings> = {
  "listing.match": {
    label: "Match an approved listing to saved searches",
    retryLimit: 5,
    retryDelay: 15,
    expireInSeconds: 10 * 60,
    deadLetter: true,
  },
  "alerts.instant": {
    label: "Instant saved-search alerts",
    retryLimit: 5,
    retryDelay: 30,
    expireInSeconds: 15 * 60,
    deadLetter: true,
    cron: "*/5 * * * *",
  },
  // Five past midnight in India: the day's digests (and a new week's); a page at a time, each page its own job.
  "alerts.digest": {
    label: "Daily and weekly saved-search digests",
    retryLimit: 5,
    retryDelay: 60,
    expireInSeconds: 30 * 60,
    deadLetter: true,
    cron: "5 0 * * *",
  },
  "consultation.reminders": {
    label: "Consultation reminders",
    retryLimit: 3,
    retryDelay: 30,
    expireInSeconds: 5 * 60,
    deadLetter: true,
    cron: "*/5 * * * *",
  },
  "event.reminders": {
    label: "Event reminders",
    retryLimit: 3,
    retryDelay: 30,
    expireInSeconds: 5 * 60,
    deadLetter: true,
    cron: "*/5 * * * *",
  },
  // One undelivered message (FailedMail) sent again; after the last attempt it stays in Undelivered mail.
  "mail.retry": {
    label: "Send undelivered mail again",
    retryLimit: 6,
    retryDelay: 60,
    expireInSeconds: 5 * 60,
    deadLetter: false,
  },
};

/** Where a job that used every attempt is kept: a queue of its own per name, that no worker takes from. */
export const deadLetterOf = (name: JobName) => `${name}.failed`;

/** The job name of a dead-letter queue, or null. */
export function jobNameOfDeadLetter(queue: string, names: readonly JobName[]): JobName | null {
  return names.find((name) => deadLetterOf(name) === queue) ?? null;
}

/** JSON with its keys in order, so equal data reads the same. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object" && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** The default singleton key: the data itself (hashed when long, as the key is indexed). */
export function keyOf(data: Record<string, unknown>): string {
  const json = stableJson(data);
  return json.length <= 200 ? json : `sha256:${createHash("sha256").update(json).digest("hex")}`;
}

/** pg-boss's send options for a job. */
export function sendOptions(data: Record<string, unknown>, options: Omit<EnqueueOptions, "tx"> = {}) {
  return {
    singletonKey: options.singletonKey ?? keyOf(data),
    ...(options.startAfter ? { startAfter: options.startAfter } : {}),
    ...(options.retryLimit !== undefined ? { retryLimit: options.retryLimit } : {}),
  };
}
