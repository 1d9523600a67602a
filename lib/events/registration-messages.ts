// The texts of registration: what the API answers when it refuses, and what the pages and toasts say. One place,
// so the server's message and the page's words never drift apart. No server code.
import { formatIstTime } from "@/lib/format/date";

export const registrationMessages = {
  notTaking: "This event does not take registrations on Builders Hub.",
  notLive: "Registration opens once the event is approved.",
  closed: "Registration for this event is closed.",
  alreadyRegistered: "You are already registered for this event.",
  alreadyWaitlisted: "You are already on the waitlist for this event.",
  alreadyPending: "You have already asked for a place: the organiser will decide.",
  declined: "The organiser declined your registration for this event.",
  notRegistered: "You are not registered for this event.",
  checkedInCannotCancel: "You have checked in already, so this registration cannot be cancelled.",
  startedCannotCancel: "The event has started, so registration can no longer be cancelled.",
  registrationNotFound: "Registration not found",
  notOrganiser: "Only the event's organiser and admins can do that.",
  cannotApprove: "Only a pending or declined registration can be approved.",
  cannotDecline: "This registration cannot be declined.",
  checkedInCannotDecline: "This person has checked in already.",
  noSuchTicket: "No ticket with this code for this event.",
  otherEvent: "This ticket is for another event.",
  notACode: "That is not a ticket code. Type it as on the ticket, for example 37-K7QM-2XD4.",
  ticketNot: {
    pending: "This registration is waiting for your approval: it has no place yet.",
    waitlisted: "This person is on the waitlist: they have no place yet.",
    declined: "This registration was declined.",
    cancelled: "This registration was cancelled.",
  },
  registerFailed: "Could not register",
  cancelFailed: "Could not cancel",
} as const;

/** "Already checked in at 6:04 pm" (India's time). */
export const alreadyCheckedIn = (at: Date | string) => `Already checked in at ${formatIstTime(at)}`;
