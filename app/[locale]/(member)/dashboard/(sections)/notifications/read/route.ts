// POST /dashboard/notifications/read: the list's "Mark all read" form (no JavaScript needed); back to the list on
// SITE_URL, in the address's language. It counts against the same rate limit as POST /api/notifications/read
// (429 in plain text beyond it).
import { NextResponse, type NextRequest } from "next/server";
import { isCrossSiteRequest } from "@/lib/api/origin";
import { limitCaller } from "@/lib/api/rate-limit";
import { getRequestSession } from "@/lib/auth/session";
import { loginPath } from "@/lib/auth/return-url";
import { ApiError } from "@/lib/errors";
import { localizedPath } from "@/lib/i18n/locales";
import { markNotificationsRead } from "@/lib/notifications/mutations";
import { rateRules } from "@/lib/rate-limit/rules";
import { siteUrl } from "@/lib/site/config";

export async function POST(request: NextRequest, context?: { params: Promise<{ locale?: string }> }) {
  const locale = (await context?.params)?.locale ?? "en";
  const here = localizedPath(locale, "/dashboard/notifications");
  if (isCrossSiteRequest(request))
    return new NextResponse("Cross-site requests are not allowed.", { status: 403 });
  const session = await getRequestSession(request);
  if (!session) return NextResponse.redirect(siteUrl(localizedPath(locale, loginPath(here))), 303);
  try {
    await limitCaller(rateRules.notificationsReadByUser, request, session.user.id);
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== "rate_limited") throw error;
    return new NextResponse(error.message, {
      status: 429,
      headers: { ...error.headers, "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  await markNotificationsRead(session.user.id, { all: true });
  return NextResponse.redirect(siteUrl(here), 303);
}
