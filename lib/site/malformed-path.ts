// A path whose percent-escapes do not decode (`/api/jobs/%C0`, a lone `%`, `%E0%A4%A`, an encoded surrogate,
// `%uD800`). Next's router decodes each dynamic segment ([id], [...path]) with decodeURIComponent while it resolves
// the route, after the proxy ran. The DecodeError makes it render its 400 error page (the Pages Router's /_error),
// which an App Router build lacks: a plain-text "Internal Server Error" 500 without next.config.mjs's headers
// (`next dev` renders Next's own bare 400 page instead). proxy.ts sees the path first and answers here.
import { NextResponse, type NextRequest } from "next/server";
import { errorResponse } from "@/lib/api/respond";
import { logLine } from "@/lib/log";
import { requestIdFrom } from "@/lib/request-state.mjs";
import { redactPath } from "@/lib/secret-paths.mjs";
import { LOCALE_REWRITE_MARK } from "@/lib/i18n/addresses.mjs";
import { splitLocalePath } from "@/lib/i18n/locales";
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
 * Where a page path that does not decode is sent, under its language (`/en/malformed-path`, `/hi/malformed-path`):
 * a page that answers the language's 404 (app/[locale]/malformed-path). Not the catch-all that answers unknown
 * addresses: a rewrite served inside the server keeps the address asked for, and Next decodes the catch-all's
 * segments from it, failing with a bare 500.
 */
export const MALFORMED_PAGE_PATH = "/malformed-path";

/**
 * `/api/*`: 400 in the one error shape, with the API's policy. A page: the site's not-found page (404) in the path's
 * language, rendered per request under a nonce policy. Either way with the security headers (set here too: a host
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
  // As proxy.ts gives every page it renders per request.
  const policy = process.env.NODE_ENV === "production" ? scriptPolicy([`'nonce-${newNonce()}'`]) : null;
  const forwarded = new Headers(request.headers);
  if (policy) forwarded.set("content-security-policy", policy);
  // The language's address is this rewrite's own: next.config.mjs would send "/en/…" asked for by a visitor to "/…".
  forwarded.set(LOCALE_REWRITE_MARK, "1");
  const target = `/${splitLocalePath(pathname).locale}${MALFORMED_PAGE_PATH}`;
  const response = NextResponse.rewrite(rewriteUrl(request, target), {
    request: { headers: forwarded },
    headers,
  });
  if (policy) response.headers.set("Content-Security-Policy", policy);
  return response;
}
