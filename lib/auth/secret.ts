// The secret that signs (and encrypts) session cookies and keys the email-code hashes.
import { env } from "@/lib/env";

/** Used only outside production, so `npm run dev` and the tests work with no configuration. */
const DEV_ONLY_SECRET = "dev-only-secret-of-builders-hub-never-used-in-production";

/** AUTH_SECRET; in production its absence fails every session operation loudly. */
export function authSecret(): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (env.NODE_ENV === "production") {
    throw new Error(
      "AUTH_SECRET is required in production: set it to a random string of at least 32 characters.",
    );
  }
  return DEV_ONLY_SECRET;
}
