import path from "node:path";
import { defineConfig } from "vitest/config";

// Unit tests sit beside their code; integration tests (*.int.test.ts) use the database in DATABASE_URL,
// which `npm run test:unit` provides (scripts/with-db.ts: the embedded one when it is unset).
export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    environment: "node",
    include: ["**/*.test.ts", "**/*.test.tsx"],
    exclude: ["node_modules/**", "e2e/**", ".next/**", ".data/**"],
    setupFiles: ["./vitest.setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
