// The texts users see about consultations, with the specification's words (forms, toasts and the server).
import { formMessages } from "@/lib/validation/messages";

export const consultationMessages = {
  loginTitle: "Login Required",
  loginDescription: "Please login to book a consultation.",
  bookedTitle: "Consultation Booked!",
  failedTitle: "Booking Failed",
  failedDescription: formMessages.tryAgainLater,
  cancelledTitle: "Consultation Cancelled",
  cancelledDescription: "Your consultation request has been cancelled.",
  tooManyPending:
    "You already have 3 pending consultation requests. Please wait for our reply, or cancel one, before booking another.",
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

/** "You've earned 5 coins! We'll contact you soon.", or without coins only the promise. */
export function bookedDescription(coins: number): string {
  return coins > 0 ? `You've earned ${coins} coins! We'll contact you soon.` : "We'll contact you soon.";
}
