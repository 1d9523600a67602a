// A path whose percent-escapes do not decode (`/api/jobs/%C0`, a lone `%`, `%E0%A4%A`, an encoded surrogate,
// `%uD800`). Next's router decodes each dynamic segment ([id], [...path]) with decodeURIComponent while it resolves
// the route, after the proxy ran. The DecodeError makes it render its 400 error page (the Pages Router's /_error),
// which an App Router build lacks: a plain-text "Internal Server Error" 500 without next.config.mjs's headers
// (`next dev` renders Next's own bare 400 page instead). proxy.ts sees the path first and answers here.
// Under scripts/server.mjs a page path never gets here: scripts/malformed-path.mjs has already sent it to
// MALFORMED_PAGE_PATH, as the rewrite below does on a host that does not run that server (the rewrite would go out
// and back in over HTTP on a server listening on 127.0.0.1, whose origin Next does not take for its own).
import { NextResponse, type NextRequest } from "next/server";
import { errorResponse } from "@/lib/api/respond";
import { logLine } from "@/lib/log";
import { requestIdFrom } from "@/lib/request-state.mjs";
import { redactPath } from "@/lib/secret-paths.mjs";
import { localizedPath, splitLocalePath } from "@/lib/i18n/locales";
import { rewriteUrl } from "@/lib/site/rewrite-url";
import { newNonce, scriptPolicy } from "@/lib/site/script-policy.mjs";
import { contentSecurityPolicy, securityHeaders } from "@/lib/site/security-headers.mjs";

/** True when decodeURIComponent refuses the path, as Next's route matcher would. */
export function isMalformedPath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/**
 * Where a page path that does not decode is sent: no route has this path (a name starting with "_" is a private
 * folder in the App Router), so the site's 404 page answers. The same in scripts/malformed-path.mjs.
 */
export const MALFORMED_PAGE_PATH = "/_malformed-path";

/**
 * `/api/*`: 400 in the one error shape, with the API's policy. A page: the site's not-found page (404), a cached page
 * that brings its own policy (the hashes of its scripts). Either way with the security headers (set here too: a host
 * may not apply next.config.mjs's to a proxy's answer) and one log line.
 */
export function answerMalformedPath(request: NextRequest): NextResponse {
  const requestId = requestIdFrom(request.headers);
  const { pathname } = request.nextUrl;
  const api = pathname === "/api" || pathname.startsWith("/api/");
  logLine("warn", {
    requestId,
    event: "malformed_path",
    method: request.method,
    path: redactPath(pathname).slice(0, 300),
  });
  const headers: Record<string, string> = { "X-Request-Id": requestId };
  for (const { key, value } of securityHeaders(process.env.NODE_ENV === "production")) headers[key] = value;
  if (api) {
    return errorResponse(
      "bad_request",
      "The address is not valid: a percent-escape in its path does not decode.",
      {
        headers: {
          ...headers,
          "Content-Security-Policy": contentSecurityPolicy(),
          "Cache-Control": "no-store",
        },
      },
    );
  }
  // The site's 404 page in the path's language, rendered per request: with a nonce policy, as proxy.ts gives every
  // page it renders so.
  const policy = process.env.NODE_ENV === "production" ? scriptPolicy([`'nonce-${newNonce()}'`]) : null;
  const forwarded = new Headers(request.headers);
  if (policy) forwarded.set("content-security-policy", policy);
  const target = localizedPath(splitLocalePath(pathname).locale, MALFORMED_PAGE_PATH);
  const response = NextResponse.rewrite(rewriteUrl(request, target), {
    request: { headers: forwarded },
    headers,
  });
  if (policy) response.headers.set("Content-Security-Policy", policy);
  return response;
}
