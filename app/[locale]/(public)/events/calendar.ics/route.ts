// /events/calendar.ics: every upcoming live event with a date, as an iCalendar feed a calendar app can
// subscribe to; regenerated at most once an hour. The calendar's name in the address's language.
import { getTranslations } from "next-intl/server";
import { upcomingCalendarEvents } from "@/lib/seo/feeds";
import { ICAL_CONTENT_TYPE, icalendar } from "@/lib/seo/ical";
import { documentResponse, unavailableResponse } from "@/lib/seo/responses";
import { readForCachedPage } from "@/lib/site/page-read";
import { site } from "@/lib/site/config";

export const revalidate = 3600;

type Context = { params?: Promise<{ locale?: string }> };

export async function GET(_request?: Request, context: Context = {}) {
  const locale = (await context.params)?.locale ?? "en";
  const t = await getTranslations({ locale, namespace: "events.feed" });
  const events = await readForCachedPage("events calendar", () => upcomingCalendarEvents(site.url));
  if (!events) return unavailableResponse();
  const calendar = icalendar({ name: t("calendarName", { site: site.name }), events });
  return documentResponse(calendar, ICAL_CONTENT_TYPE, {
    "Content-Disposition": 'inline; filename="buildershub-events.ics"',
  });
}
