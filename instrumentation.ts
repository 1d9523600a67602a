// Runs once as a server starts (Next calls register() on every host: next start, the standalone server.js,
// scripts/server.mjs, a platform's function): refuses bad settings, fills the page cache with the build's pages and
// starts the job queue's worker where it belongs (lib/site/server-start.ts decides; lib/worker/start.ts is the
// worker). Not while building: a build needs no secret and must run nothing.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { checkSettingsAtStart, startWorkerOnServer } = await import("@/lib/site/server-start");
  if (!checkSettingsAtStart()) return;
  // The build's prerendered pages into the page cache's stores (lib/site/page-cache.mjs), leaving any a running
  // instance already stored in Redis.
  const { registerInitialCache } = await import("@fortedigital/nextjs-cache-handler/instrumentation");
  const { default: PageCache } = await import("@/lib/site/page-cache.mjs");
  await registerInitialCache(PageCache, { setOnlyIfNotExists: true });
  void startWorkerOnServer({ start: async () => (await import("@/lib/worker/start")).startWorker() });
}
