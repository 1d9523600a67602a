import path from "node:path";

// Vitest 5's reporter calls Map.groupBy (Node 21+) when it prints failures; Node 20 lacks it.
if (!("groupBy" in Map)) {
  Object.defineProperty(Map, "groupBy", {
    value<T, K>(items: Iterable<T>, key: (item: T, index: number) => K): Map<K, T[]> {
      const map = new Map<K, T[]>();
      let i = 0;
      for (const item of items) {
        const k = key(item, i++);
        map.set(k, [...(map.get(k) ?? []), item]);
      }
      return map;
    },
  });
}
import { defineConfig } from "vitest/config";
import { integrationWorkers } from "./tests/helpers/worker-databases";

const include = ["**/*.test.ts", "**/*.test.tsx"];
const exclude = ["node_modules/**", "e2e/**", ".next/**", ".data/**"];

// Unit tests sit beside their code; integration tests (*.int.test.ts) use the database in DATABASE_URL,
// which `npm run test:unit` provides (scripts/with-db.ts: the embedded one when it is unset).
export default defineConfig({
  resolve: {
    alias: [
      { find: "@", replacement: path.resolve(import.meta.dirname) },
      // Next resolves `server-only` itself (an error in a client bundle); tests render on the server.
      { find: "server-only", replacement: "next/dist/compiled/server-only/empty.js" },
      // next-intl outside a Next request: the same catalogs, the page's language kept per test (tests/helpers).
      {
        find: /^next-intl\/server$/,
        replacement: path.resolve(import.meta.dirname, "tests/helpers/next-intl-server.ts"),
      },
      // "#i18n" (package.json "imports"): next-intl's hooks as above (lib/i18n/client.tsx has its own test).
      {
        find: /^#i18n$/,
        replacement: path.resolve(import.meta.dirname, "tests/helpers/next-intl-client.tsx"),
      },
      {
        find: /^next-intl$/,
        replacement: path.resolve(import.meta.dirname, "tests/helpers/next-intl-client.tsx"),
      },
    ],
  },
  test: {
    environment: "node",
    setupFiles: ["./vitest.setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two files at a time. An integration file (*.int.test.ts) uses its worker's copy of the database (and its queue,
    // pgboss.job): tests/helpers/worker-databases.ts; on the embedded database (one session) they run one at a time,
    // after the unit files. (A project's include, exclude and setupFiles add to the root's:
    // the root has no include or exclude.)
    projects: [
      {
        extends: true,
        test: { name: "unit", include, exclude: [...exclude, "**/*.int.test.ts"], maxWorkers: 2 },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["**/*.int.test.ts"],
          exclude,
          maxWorkers: integrationWorkers,
          globalSetup: ["./tests/helpers/worker-databases.ts"],
          setupFiles: ["./tests/helpers/worker-database.ts"],
        },
      },
    ],
    // Processed by Vitest, so a test can load a second copy (vi.resetModules) as a second server instance has.
    // next-intl too: its navigation imports "next/navigation" (no extension), which Node alone cannot resolve.
    server: { deps: { inline: ["@fortedigital/nextjs-cache-handler", "next-intl", "use-intl"] } },
  },
});
