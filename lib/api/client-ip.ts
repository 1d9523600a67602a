// The caller's address for rate limits. scripts/server.mjs sets X-Forwarded-For to the socket's address,
// unless TRUST_PROXY is set: then it keeps the proxy's header and appends the socket's address (the proxy's).
//
// Only the last hop the trusted proxy wrote is trustworthy: everything left of it may come from the client
// ("X-Forwarded-For: <anything>" is passed along by the proxy), so the leftmost entry could be chosen at will.
import { env } from "@/lib/env";

/** The client address in an `x-forwarded-for` header as scripts/server.mjs leaves it. */
export function clientIpFrom(header: string | null, trustProxy: boolean): string {
  const hops = (header ?? "")
    .split(",")
    .map((h) => h.trim())
    .filter(Boolean);
  // Behind a proxy: "<…client-supplied…>, <client as the proxy saw it>, <proxy>". Without one: "<socket>".
  const ip = trustProxy && hops.length > 1 ? hops.at(-2) : hops.at(-1);
  return ip || "unknown";
}

export function clientIp(request: Request): string {
  return clientIpFrom(request.headers.get("x-forwarded-for"), env.TRUST_PROXY);
}
