// GET /api/calendar/{feed}, {feed} being "<token>.ics": a member's private calendar feed. No login: calendar apps cannot sign in, so the
// secret token in the address is the access; an unknown token or a suspended member's is 404.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { calendarMessages } from "@/lib/calendar/messages";
import { memberFeed } from "@/lib/calendar/queries";
import { feedTokenOf } from "@/lib/calendar/token";
import { notFound } from "@/lib/errors";
import { ICAL_CONTENT_TYPE } from "@/lib/seo/ical";
import { documentResponse } from "@/lib/seo/responses";
import { site } from "@/lib/site/config";

export const GET = apiHandler(
  {
    tag: "Calendar",
    summary:
      "A member's calendar feed: events they marked Interested, deadlines of jobs they applied to, accepted consultations",
    produces: ICAL_CONTENT_TYPE,
    access: "Anyone with the feed's secret address (the token is the access; no login)",
  },
  async ({ params }) => {
    const token = feedTokenOf(params.feed!);
    const text = token ? await memberFeed(token, site.url) : null;
    if (text === null) throw notFound(calendarMessages.feedNotFound);
    return documentResponse(text, ICAL_CONTENT_TYPE, { "Cache-Control": "private, no-store" });
  },
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
