// Where a rewrite of ours (proxy.ts, lib/site/malformed-path.ts) goes: the same server, by the origin it knows
// itself by. Next's proxy sees a loopback host (127.0.0.1, [::1]) as "localhost", while a server started on one
// (next start -H 127.0.0.1, the standalone server with HOSTNAME=127.0.0.1) knows itself by that address: a rewrite
// to "localhost" is then not its own, and Next sends it over HTTP as to another site (a second request, which can
// fail: "socket hang up"). Next tells its own origin in __NEXT_PRIVATE_ORIGIN as it starts; without it (a platform's
// function, scripts/server.mjs) the request's own URL is kept. Only a loopback name is replaced, never a site's host.
import type { NextRequest } from "next/server";

export function rewriteUrl(
  request: NextRequest,
  pathname: string,
  search = "",
  source: Record<string, string | undefined> = process.env,
): URL {
  const url = new URL(`${pathname}${search}`, request.nextUrl.origin);
  const own = source.__NEXT_PRIVATE_ORIGIN;
  if (own && url.hostname === "localhost") {
    const origin = new URL(own);
    url.protocol = origin.protocol;
    url.host = origin.host;
  }
  return url;
}
