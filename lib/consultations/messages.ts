// The texts users see about consultations, with the specification's words (forms, toasts and the server).
import { plural } from "@/lib/format/plural";
import { formMessages } from "@/lib/validation/messages";

export const consultationMessages = {
  loginTitle: "Login Required",
  loginDescription: "Please login to book a consultation.",
  bookedTitle: "Consultation Booked!",
  failedTitle: "Booking Failed",
  failedDescription: formMessages.tryAgainLater,
  cancelledTitle: "Consultation Cancelled",
  cancelledDescription: "Your consultation request has been cancelled.",
  tooManyOpen:
    "You already have 3 consultations booked or waiting for our reply. Cancel one in My Consultations, or book again once one has taken place.",
  accountEmailOnly: "Please use your account's email address: we send the confirmation there.",
  requestedTitle: "Request Sent!",
  pastDate: "Please choose a time in the future",
  timeRequired: "Please choose the date and time of the consultation (IST)",
  onlyPendingCancel: "Only pending consultation requests can be cancelled.",
  notFound: "Consultation not found",
  slotRequired: "Please choose a time",
  slotInvalid: "Please choose one of the free times",
  slotNotice: "Please choose a time at least 24 hours from now",
  slotHorizon: "Please choose a time within the next 30 days",
  slotBlocked: "We are not available that day: please choose another",
  slotTaken: "That time has just been booked by someone else",
  slotsOff: "Consultations cannot be booked in slots at the moment",
  changeTooLate: "Less than 12 hours before the session only our team can change it: please write to us.",
  notSlotBooking: "Only a booked slot can be moved.",
  onlyBookedChange: "Only an upcoming booking can be changed.",
  declineReason: "Please give the member a reason",
  rescheduledTitle: "Consultation Rescheduled",
  movedTitle: "Your consultation was moved",
  moveFailedTitle: "Move Failed",
};

/** The toast after a member moves their booking: the new time (IST) and the updated invitation. */
export function movedDescription(time: string): string {
  return `It is now on ${time}. An updated invitation was emailed to you.`;
}

/** The 409 of a taken slot, naming the next free ones (IST). */
export function takenMessage(next: string[]): string {
  return next.length
    ? `${consultationMessages.slotTaken}. Next free times: ${next.join("; ")} (IST).`
    : `${consultationMessages.slotTaken}, and no other time is free in the next 30 days.`;
}

/** How soon the team answers a request without a slot (the page, the form, the mails say the same). */
export const REPLY_WITHIN = "within 24 hours";

/**
 * The success screen's words: a booked slot is confirmed at its time with the invitation mailed; a request without
 * one is answered by email. `time` is the booked time as the member reads it ("3 Mar 2080, 3:30 pm IST").
 */
export function bookedDescription(coins: number, time: string | null): string {
  const earned = coins > 0 ? `You've earned ${plural(coins, "coin")}! ` : "";
  return time
    ? `${earned}Your session is confirmed for ${time}. The calendar invitation with the join link is in your mail.`
    : `${earned}We'll reply by email ${REPLY_WITHIN} to agree a time with you.`;
}
