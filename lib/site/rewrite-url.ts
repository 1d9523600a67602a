// Where a rewrite of ours (proxy.ts, lib/site/malformed-path.ts) goes: a path on the request's own origin, which Next
// serves inside the server. Only the rewrite's path and query matter; the browser never sees this URL.
// (A server bound to 127.0.0.1 sends each rewrite back to itself over HTTP all the same, vercel/next.js#94745: Next
// names the loopback address "localhost" after the proxy returns, whatever origin it is given here. The README
// deploys on 0.0.0.0.)
import type { NextRequest } from "next/server";

export function rewriteUrl(request: NextRequest, pathname: string, search = ""): URL {
  return new URL(`${pathname}${search}`, request.nextUrl.origin);
}
