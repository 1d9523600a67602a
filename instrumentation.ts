// Runs once as a server starts (Next calls register() on every host: next start, the standalone server.js,
// scripts/server.mjs, a platform's function): refuses bad settings and starts the in-process schedule where it
// belongs (lib/site/server-start.ts). Not while building: a build needs no secret and must schedule nothing.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { checkSettingsAtStart, scheduleOnNextServer } = await import("@/lib/site/server-start");
  if (checkSettingsAtStart()) scheduleOnNextServer();
}
