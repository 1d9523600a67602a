/**
 * The one way to put background work on the queue (issue #44). Every job the app runs in the background has a
 * name here; its handler is registered in lib/queue/handlers.ts.
 *
 * Stub: the PostgreSQL-backed queue behind it lands in the following commits; callers can import it now.
 */
export type JobName =
  | "listing.match"
  | "alerts.instant"
  | "alerts.digest"
  | "consultation.reminders"
  | "event.reminders"
  | "mail.retry";

export type EnqueueOptions = {
  /** At most one job with this key queued or running at a time; a second enqueue while one waits is dropped. */
  singletonKey?: string;
  /** Not run before this moment. */
  startAfter?: Date;
  /** Attempts after the first failure (default from the queue's settings). */
  retryLimit?: number;
};

export async function enqueue(
  name: JobName,
  data: Record<string, unknown>,
  options?: EnqueueOptions,
): Promise<void> {
  void name;
  void data;
  void options;
}
