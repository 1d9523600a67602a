// /event/{id}/calendar.ics: one event as an .ics download ("Add to calendar"). Event details need an account,
// as the event page does: the check is made here, not only in proxy.ts.
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { loginPath } from "@/lib/auth/return-url";
import { getCurrentUser } from "@/lib/auth/session";
import { getEvent } from "@/lib/events/queries";
import { calendarEventOf, calendarFileName } from "@/lib/seo/event-calendar";
import { ICAL_CONTENT_TYPE, icalendar } from "@/lib/seo/ical";
import { documentResponse, unavailableResponse } from "@/lib/seo/responses";
import { readOrError } from "@/lib/site/page-read";
import { site } from "@/lib/site/config";

type Context = { params: Promise<{ id: string; locale?: string }> };

/** The event as its viewer may see it; null for a guest; "error" when the database failed. */
function loadEvent(id: string) {
  return readOrError("event calendar", async () => {
    const user = await getCurrentUser();
    return user ? { event: await getEvent(id, user) } : null;
  });
}

export async function GET(_request: Request, { params }: Context) {
  const { id, locale = "en" } = await params;
  const loaded = await loadEvent(id);
  if (loaded === "error") return unavailableResponse();
  if (!loaded) redirect(loginPath(`/event/${encodeURIComponent(id)}`));
  const { event } = loaded;
  // An undated (TBD) event has nothing to put in a calendar yet.
  if (!event?.date) {
    const t = await getTranslations({ locale, namespace: "events.feed" });
    return new Response(`${t("noDate")}\n`, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const entry = calendarEventOf({ ...event, date: event.date }, site.url);
  return documentResponse(icalendar({ name: event.title, events: [entry] }), ICAL_CONTENT_TYPE, {
    "Content-Disposition": `attachment; filename="${calendarFileName(event.title)}"`,
    "Cache-Control": "private, no-store",
  });
}
