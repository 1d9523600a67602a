// An event's registrations: a member registers (POST, answering its questions); its organiser and admins read one
// status's list a page at a time (GET).
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { listRegistrations } from "@/lib/events/registration-lists";
import { registerForEvent } from "@/lib/events/registrations";
import { registerInput, registrationListQuery } from "@/lib/events/registration-schema";
import { rateRules } from "@/lib/rate-limit/rules";

export const GET = apiHandler(
  {
    tag: "Events",
    summary:
      "One status's registrations of an event (registered, waitlisted, pending, declined or cancelled), keyset paged by cursor, with the event's counts (its organiser and admins)",
    returns: "{ event, status, registrations, nextCursor }",
    auth: "member",
    query: registrationListQuery,
  },
  async ({ user, params, query }) => listRegistrations(user, params.id!, query),
);

export const POST = apiHandler(
  {
    tag: "Events",
    summary:
      "Register for an event that takes registrations on the site, answering its questions: a place while there is one, else the waitlist, or a request the organiser approves",
    returns: "{ success, registration }",
    status: 201,
    auth: "member",
    body: registerInput,
    rateLimit: rateRules.eventRegistrationsByUser,
  },
  async ({ user, params, body }) => ({
    success: true,
    registration: await registerForEvent(user, params.id!, body),
  }),
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
