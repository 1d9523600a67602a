// Check-in at the door: the organiser (or an admin) sends a ticket code as typed, or its QR code's text.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { checkInTicket } from "@/lib/events/registration-decisions";
import { checkInInput } from "@/lib/events/registration-schema";
import { rateRules } from "@/lib/rate-limit/rules";

export const POST = apiHandler(
  {
    tag: "Events",
    summary:
      "Check a ticket in by its code or QR text (this event's only; a second check-in says when the first was), with how many have arrived (the event's organiser and admins)",
    returns: "{ success, result: checked_in | already_checked_in, message, attendee, arrived, registered }",
    auth: "member",
    body: checkInInput,
    rateLimit: rateRules.checkInsByUser,
  },
  async ({ user, params, body }) => ({
    success: true,
    ...(await checkInTicket(user, params.id!, body.code)),
  }),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
