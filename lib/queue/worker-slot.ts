// The worker this process runs, if any, kept on globalThis: Next bundles instrumentation.ts and the routes apart (two
// copies of this module), and scripts/server.mjs stops it on shutdown through the same slot.
export type WorkerHandle = {
  /** Fetch at once (a job was just queued in this process). */
  wake: () => void;
  /** Stops fetching; waits up to `graceMs` for the jobs running, then releases the rest (they run again). */
  stop: (graceMs?: number) => Promise<void>;
};

const key = Symbol.for("builders-hub.queue-worker");
type Slot = { [key]?: WorkerHandle };

export function sharedWorker(): WorkerHandle | undefined {
  return (globalThis as Slot)[key];
}

export function setSharedWorker(worker: WorkerHandle | undefined): void {
  (globalThis as Slot)[key] = worker;
}

export function wakeWorker(): void {
  sharedWorker()?.wake();
}
