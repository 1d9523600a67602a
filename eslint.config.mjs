import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  // Logs go through lib/log.ts (one JSON line per event); it alone writes to the console. Client components have
  // no console calls either: a browser error is shown to the person, not logged.
  {
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}", "proxy.ts"],
    ignores: ["lib/log.ts", "**/*.test.{ts,tsx}"],
    rules: { "no-console": "error" },
  },
  {
    ignores: [
      ".next/**",
      ".data/**",
      "node_modules/**",
      "lib/generated/**",
      "playwright-report/**",
      "test-results/**",
      "next-env.d.ts",
    ],
  },
];

export default config;
