// Next 16's middleware: optimistic redirects by the session cookie only. Layouts, pages and route
// handlers make the real checks again (with this file deleted, nothing protected is served).
import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE } from "@/lib/auth/cookie";
import { loginPath } from "@/lib/auth/return-url";
import { decodeSessionToken } from "@/lib/auth/token";

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const claims = await decodeSessionToken(request.cookies.get(SESSION_COOKIE)?.value);
  if (!claims) {
    return NextResponse.redirect(new URL(loginPath(`${pathname}${search}`), request.url));
  }
  // The role in the token is a hint; the admin layout checks the role in the database.
  if (pathname.startsWith("/admin") && claims.role !== "Admin") {
    return NextResponse.redirect(new URL("/login", request.url));
  }
  return NextResponse.next();
}

export const config = {
  matcher: ["/dashboard/:path*", "/submit-listing/:path*", "/event/:path*", "/admin/:path*"],
};
