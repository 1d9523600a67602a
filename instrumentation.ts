// Runs once as a server starts (Next calls register() on every host: next start, the standalone server.js,
// scripts/server.mjs, a platform's function): refuses bad settings and starts the job queue's worker where it
// belongs (lib/site/server-start.ts decides; lib/worker/start.ts is the worker). Not while building: a build needs
// no secret and must run nothing.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { checkSettingsAtStart, startWorkerOnServer } = await import("@/lib/site/server-start");
  if (!checkSettingsAtStart()) return;
  void startWorkerOnServer({ start: async () => (await import("@/lib/worker/start")).startWorker() });
}
