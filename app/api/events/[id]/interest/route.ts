// A member marks an event Interested (it appears in their calendar feed) or takes the mark off; both idempotent.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { rateRules } from "@/lib/rate-limit/rules";
import { markInterest, unmarkInterest } from "@/lib/events/interest";

export const POST = apiHandler(
  {
    tag: "Events",
    summary: "Mark an approved event Interested: it appears in the member's calendar feed (idempotent)",
    returns: "{ success, interested: true }",
    auth: "member",
    rateLimit: rateRules.eventInterestByUser,
  },
  async ({ params, user }) => ({ success: true, ...(await markInterest(user, params.id!)) }),
);

export const DELETE = apiHandler(
  {
    tag: "Events",
    summary: "Take the Interested mark off an event (idempotent)",
    returns: "{ success, interested: false }",
    auth: "member",
    rateLimit: rateRules.eventInterestByUser,
  },
  async ({ params, user }) => ({ success: true, ...(await unmarkInterest(user, params.id!)) }),
);

export const { GET, PUT, PATCH } = otherMethods("POST", "DELETE");
