// The signed-in member's own registration for an event: read it (GET), or cancel it (DELETE).
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { cancelRegistration, getMyRegistration } from "@/lib/events/registrations";
import { rateRules } from "@/lib/rate-limit/rules";

export const GET = apiHandler(
  {
    tag: "Events",
    summary:
      "The member's registration for an event (null if none): its status, ticket code while they hold a place, waitlist position, answers",
    returns: "{ registration }",
    auth: "member",
  },
  async ({ user, params }) => ({ registration: await getMyRegistration(user, params.id!) }),
);

export const DELETE = apiHandler(
  {
    tag: "Events",
    summary:
      "Cancel the member's registration before the event starts; a place it held goes to the first on the waitlist",
    returns: "{ success, registration }",
    auth: "member",
    rateLimit: rateRules.eventRegistrationsByUser,
  },
  async ({ user, params }) => ({
    success: true,
    registration: await cancelRegistration(user, params.id!),
  }),
);

export const { POST, PUT, PATCH } = otherMethods("GET", "DELETE");
