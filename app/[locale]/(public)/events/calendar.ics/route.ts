// /events/calendar.ics: every upcoming live event with a date, as an iCalendar feed a calendar app can
// subscribe to; regenerated at most once an hour.
import { upcomingCalendarEvents } from "@/lib/seo/feeds";
import { ICAL_CONTENT_TYPE, icalendar } from "@/lib/seo/ical";
import { documentResponse, unavailableResponse } from "@/lib/seo/responses";
import { readForCachedPage } from "@/lib/site/page-read";
import { site } from "@/lib/site/config";

export const revalidate = 3600;

export async function GET() {
  const events = await readForCachedPage("events calendar", () => upcomingCalendarEvents(site.url));
  if (!events) return unavailableResponse();
  const calendar = icalendar({ name: `${site.name} events`, events });
  return documentResponse(calendar, ICAL_CONTENT_TYPE, {
    "Content-Disposition": 'inline; filename="buildershub-events.ics"',
  });
}
