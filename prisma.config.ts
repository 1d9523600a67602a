import { defineConfig } from "prisma/config";

// The CLI is used only for `prisma generate`; migrations run through scripts/db.ts (offline, wasm engine).
export default defineConfig({
  schema: "prisma/schema",
  migrations: { path: "prisma/migrations" },
});
