// The production build the browser suite runs against (`npm run test:e2e`), made with a scratch database of its own.
// E2E_BUILD=reuse keeps a build already in .next: .ci/run's embedded-database pass reuses the one its PostgreSQL pass
// made a few minutes before from the same checkout (the seed is the same, so are the prerendered pages).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

if (process.env.E2E_BUILD === "reuse" && existsSync(".next/BUILD_ID")) {
  console.log("[e2e] E2E_BUILD=reuse: testing the production build already in .next");
  process.exit(0);
}
const siteUrl = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
const build = spawnSync(
  process.execPath,
  ["--import", "tsx", "scripts/with-db.ts", "--scratch", "--", "next", "build"],
  {
    stdio: "inherit",
    env: { ...process.env, SITE_URL: siteUrl, NEXT_TELEMETRY_DISABLED: "1" },
  },
);
process.exit(build.status ?? 1);
