// The names of the background jobs, and how a job is queued: lib/queue/enqueue.ts queues them, a handler per name
// runs them (lib/worker/handlers.ts).
import type { Prisma } from "@/lib/generated/prisma/client";

export const jobNames = [
  "listing.match",
  "alerts.instant",
  "alerts.digest",
  "consultation.reminders",
  "event.reminders",
  "mail.retry",
] as const;

export type JobName = (typeof jobNames)[number];

export type EnqueueOptions = {
  /**
   * Jobs of one name with the same key are one: at most one waits and one runs at a time, so a second enqueue
   * while one waits is dropped. Unset, the key is the data itself (the same job queued twice waits once).
   */
  singletonKey?: string;
  /** Not run before this moment. */
  startAfter?: Date;
  /** Attempts after the first failure (each waits twice as long as the one before); the queue's own otherwise. */
  retryLimit?: number;
  /**
   * The transaction the job belongs to: it is queued when that commits, and never if it rolls back. Pass it when
   * enqueueing inside `db.$transaction` (the embedded database has one connection, which the transaction holds).
   */
  tx?: Prisma.TransactionClient;
};
