// POST /api/calendar/token: the member replaces their calendar feed's secret address; the old one answers 404.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { rateRules } from "@/lib/rate-limit/rules";
import { feedLinks } from "@/lib/calendar/links";
import { resetFeedToken } from "@/lib/calendar/mutations";
import { site } from "@/lib/site/config";

export const POST = apiHandler(
  {
    tag: "Calendar",
    summary: "Reset the member's calendar feed address (the old address answers 404 from now on)",
    returns: "{ success, feedUrl, webcalUrl, googleUrl }",
    auth: "member",
    rateLimit: rateRules.calendarResetsByUser,
  },
  async ({ user }) => ({ success: true, ...feedLinks(site.url, await resetFeedToken(user)) }),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
