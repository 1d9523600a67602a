// Runs before every test file: tests write mail to a temporary outbox and never to the real one.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { vi } from "vitest";

process.env.MAIL_OUTBOX_DIR ??= mkdtempSync(path.join(tmpdir(), "outbox-"));
process.env.AUTH_SECRET ??= "test-secret-that-is-long-enough-1234567890";

// next-intl's Link and usePathname read the language from use-intl's provider: a component rendered in a test
// without one is on an English page (tests/helpers/next-intl-client.tsx does the same for next-intl's own hooks).
vi.mock("use-intl", async (importOriginal) => {
  const real = await importOriginal<typeof import("use-intl")>();
  return {
    ...real,
    useLocale: () => {
      try {
        return real.useLocale();
      } catch {
        return "en";
      }
    },
  };
});
