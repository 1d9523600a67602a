// The caller's address for rate limits: the last hop of X-Forwarded-For, the same on every host.
// - Behind a proxy (TRUST_PROXY=1): the proxy appends the address it saw (nginx's $proxy_add_x_forwarded_for, a
//   platform's edge), which next start, the standalone server and scripts/server.mjs all pass on as it is.
//   Everything left of it may come from the client ("X-Forwarded-For: <anything>" is passed along), so only the
//   last hop is trustworthy.
// - Without one: scripts/server.mjs writes the socket's address alone. Next's own server writes it only when the
//   client sent no X-Forwarded-For (it keeps a client's header): a site served by next start with no proxy in front
//   lets a client choose the address its rate limits count (README: run it behind a proxy, or use
//   scripts/server.mjs).

/** The client address in an `x-forwarded-for` header: its last hop. */
export function clientIpFrom(header: string | null): string {
  const hops = (header ?? "")
    .split(",")
    .map((h) => h.trim())
    .filter(Boolean);
  return hops.at(-1) || "unknown";
}

export function clientIp(request: Request): string {
  return clientIpFrom(request.headers.get("x-forwarded-for"));
}
