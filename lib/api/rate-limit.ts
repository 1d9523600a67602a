// The rate limit a route names (apiHandler's `rateLimit` option, and a form route sharing a rule with an /api
// one): counted per member when someone is signed in, else per client address (lib/api/client-ip.ts).
import { clientIp } from "@/lib/api/client-ip";
import { limitBy, type RuleSpec } from "@/lib/rate-limit/rules";

/** Whom a call counts against: the signed-in member, else the address it came from. */
export const callerOf = (request: Request, userId: string | null | undefined): string =>
  userId ? `member:${userId}` : `ip:${clientIp(request)}`;

/** Counts the call against `rule` for its caller; 429 with Retry-After and the rule's message when over. */
export async function limitCaller(
  rule: RuleSpec,
  request: Request,
  userId: string | null | undefined,
): Promise<void> {
  await limitBy(rule, callerOf(request, userId));
}
