// Next 16's middleware: optimistic redirects by the session cookie only. Layouts, pages and route
// handlers make the real checks again (with this file deleted, nothing protected is served).
//
// Only guests are sent away here. Whether a signed-in user may open /admin* depends on the role in the
// database, which the admin layout reads on every request (lib/auth/page-guards.ts): a member promoted to
// Admin gets in on the next request and a demoted admin is sent to /login, whatever the cookie was issued with.
//
// It also runs on every path with a percent sign, to answer one whose escapes do not decode before Next's router
// fails on it with a bare 500 (lib/site/malformed-path.ts).
import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE } from "@/lib/auth/cookie";
import { loginPath } from "@/lib/auth/return-url";
import { decodeSessionToken } from "@/lib/auth/token";
import { answerMalformedPath, isMalformedPath } from "@/lib/site/malformed-path";

/** The guarded roots, as in `config.matcher` (which Next reads as a literal). */
const guarded = /^\/(?:dashboard|submit-listing|event|admin)(?:\/|$)/;

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (isMalformedPath(pathname)) return answerMalformedPath(request);
  // Next matches a matcher against the path and its decoded form; a path reached by the percent-sign matcher
  // alone is no one's to guard.
  if (!guarded.test(pathname) && !guarded.test(decodeURIComponent(pathname))) return NextResponse.next();
  const claims = await decodeSessionToken(request.cookies.get(SESSION_COOKIE)?.value);
  if (!claims) {
    return NextResponse.redirect(new URL(loginPath(`${pathname}${search}`), request.url));
  }
  return NextResponse.next();
}

export const config = {
  matcher: ["/dashboard/:path*", "/submit-listing/:path*", "/event/:path*", "/admin/:path*", "/:path(.*%.*)"],
};
