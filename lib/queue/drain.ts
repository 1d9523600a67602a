import type { JobName } from "./enqueue";

/**
 * For tests: runs every job currently queued (optionally only these names) in this process until none is left,
 * and returns how many ran. Stub until the queue lands.
 */
export async function runQueuedJobs(options?: { names?: JobName[] }): Promise<number> {
  void options;
  return 0;
}
