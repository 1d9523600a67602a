// The caller's address for rate limits. scripts/server.mjs sets X-Forwarded-For to the socket's address,
// and keeps a proxy's header only when TRUST_PROXY is set.
import { env } from "@/lib/env";

export function clientIp(request: Request): string {
  const header = request.headers.get("x-forwarded-for") ?? "";
  const hops = header
    .split(",")
    .map((h) => h.trim())
    .filter(Boolean);
  const ip = env.TRUST_PROXY ? hops[0] : hops.at(-1);
  return ip || "unknown";
}
