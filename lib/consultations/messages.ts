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
};

/** "You've earned 5 coins! We'll contact you soon.", or without coins only the promise. */
export function bookedDescription(coins: number): string {
  return coins > 0 ? `You've earned ${coins} coins! We'll contact you soon.` : "We'll contact you soon.";
}
