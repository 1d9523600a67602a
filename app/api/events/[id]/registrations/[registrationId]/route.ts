// The organiser's (or an admin's) decision on one registration: approve or decline, with a message the member reads.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { decideRegistration } from "@/lib/events/registration-decisions";
import { decisionInput } from "@/lib/events/registration-schema";
import { rateRules } from "@/lib/rate-limit/rules";

export const PUT = apiHandler(
  {
    tag: "Events",
    summary:
      "Approve a registration (a place, or the waitlist when full) or decline it, with an optional message mailed to the member (the event's organiser and admins)",
    returns: "{ success, registration }",
    auth: "member",
    body: decisionInput,
    rateLimit: rateRules.registrationDecisionsByUser,
  },
  async ({ user, params, body }) => ({
    success: true,
    registration: await decideRegistration(user, params.id!, params.registrationId!, body),
  }),
);

export const { GET, POST, PATCH, DELETE } = otherMethods("PUT");
