// The cross-site check of every state-changing /api call that carries the session cookie.
import type { NextRequest } from "next/server";
import { SESSION_COOKIE } from "@/lib/auth/cookie";
import { env } from "@/lib/env";

const stateChanging = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The origins this site answers as: SITE_URL and the Host the request was sent to. */
function ownOrigins(request: NextRequest): Set<string> {
  const origins = new Set<string>();
  const site = originOf(env.SITE_URL);
  if (site) origins.add(site);
  const host = request.headers.get("host");
  if (host) {
    origins.add(`http://${host}`);
    origins.add(`https://${host}`);
  }
  return origins;
}

/**
 * True for a POST/PUT/PATCH/DELETE that carries the session cookie and an Origin header naming another site.
 * (No Origin at all: not a browser's cross-site form or fetch, which always send one on these methods.)
 */
export function isCrossSiteRequest(request: NextRequest): boolean {
  if (!stateChanging.has(request.method.toUpperCase())) return false;
  if (!request.cookies.get(SESSION_COOKIE)) return false;
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  if (origin === "null") return true;
  const normalized = originOf(origin);
  return normalized === null || !ownOrigins(request).has(normalized);
}
