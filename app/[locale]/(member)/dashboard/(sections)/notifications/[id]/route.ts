// GET /dashboard/notifications/{id}: marks the member's notification read and sends them where it leads. Another
// member's id (or an unknown one) leads to the list; a guest to /login and back here. Every redirect is on SITE_URL,
// in the address's language (/hi/dashboard/notifications/{id} leads to /hi/…).
import { NextResponse, type NextRequest } from "next/server";
import { getRequestSession } from "@/lib/auth/session";
import { loginPath } from "@/lib/auth/return-url";
import { localizedPath } from "@/lib/i18n/locales";
import { isSitePath } from "@/lib/notifications/hrefs";
import { markNotificationsRead } from "@/lib/notifications/mutations";
import { findMyNotification } from "@/lib/notifications/queries";
import { siteUrl } from "@/lib/site/config";

export async function GET(
  request: NextRequest,
  { params }: { params: Promise<{ id: string; locale?: string }> },
) {
  const { id, locale = "en" } = await params;
  const session = await getRequestSession(request);
  const to = (path: string) => {
    const response = NextResponse.redirect(siteUrl(localizedPath(locale, path)), 303);
    response.headers.set("Cache-Control", "no-store");
    return response;
  };
  if (!session)
    return to(loginPath(localizedPath(locale, `/dashboard/notifications/${encodeURIComponent(id)}`)));
  const notification = id.length <= 64 ? await findMyNotification(session.user.id, id) : null;
  if (!notification) return to("/dashboard/notifications");
  if (!notification.read) await markNotificationsRead(session.user.id, { ids: [id] });
  return to(isSitePath(notification.href) ? notification.href : "/dashboard/notifications");
}
