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
    // Unit tests run in parallel, two at a time; integration tests (*.int.test.ts) share one database (and its
    // queue, pgboss.job) and run one at a time, beside them. (A project's include and exclude add to the root's, so
    // the root has none.)
    projects: [
      {
        extends: true,
        test: { name: "unit", include, exclude: [...exclude, "**/*.int.test.ts"], maxWorkers: 2 },
      },
      {
        extends: true,
        test: { name: "integration", include: ["**/*.int.test.ts"], exclude, fileParallelism: false },
      },
    ],
    // Processed by Vitest, so a test can load a second copy (vi.resetModules) as a second server instance has.
    // next-intl too: its navigation imports "next/navigation" (no extension), which Node alone cannot resolve.
    server: { deps: { inline: ["@fortedigital/nextjs-cache-handler", "next-intl", "use-intl"] } },
  },
});
