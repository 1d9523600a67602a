// POST /dashboard/notifications/read: the list's "Mark all read" form (no JavaScript needed); back to the list.
import { NextResponse, type NextRequest } from "next/server";
import { isCrossSiteRequest } from "@/lib/api/origin";
import { getRequestSession } from "@/lib/auth/session";
import { loginPath } from "@/lib/auth/return-url";
import { markNotificationsRead } from "@/lib/notifications/mutations";
import { siteUrl } from "@/lib/site/config";

export async function POST(request: NextRequest) {
  if (isCrossSiteRequest(request))
    return new NextResponse("Cross-site requests are not allowed.", { status: 403 });
  const session = await getRequestSession(request);
  if (session) await markNotificationsRead(session.user.id, { all: true });
  const path = session ? "/dashboard/notifications" : loginPath("/dashboard/notifications");
  return NextResponse.redirect(siteUrl(path), 303);
}
