// The shared secret of the scheduler's endpoints (/api/cron/*): Authorization: Bearer $CRON_SECRET. Unset, every
// call is refused.
import { timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";
import { unauthorized } from "@/lib/errors";

function holdsSecret(header: string | null): boolean {
  const secret = env.CRON_SECRET;
  const given = header?.match(/^Bearer (.+)$/)?.[1];
  if (!secret || !given) return false;
  const [a, b] = [Buffer.from(given), Buffer.from(secret)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Throws 401 unless the request carries the cron secret. */
export function assertCronSecret(request: Request): void {
  if (!holdsSecret(request.headers.get("authorization")))
    throw unauthorized("A valid cron secret is required.");
}
