// The texts members see about events: the Interested mark that puts an event in their calendar feed.
import { formMessages } from "@/lib/validation/messages";

export const eventMessages = {
  interested: "Interested",
  markInterested: "Mark as Interested",
  interestedHint: "This event appears in your calendar feed (Dashboard, Account Settings).",
  notInterestedHint: "Mark it to see it in your calendar feed (Dashboard, Account Settings).",
  interestFailedTitle: "Could not save",
  interestFailedDescription: formMessages.tryAgainLater,
  notFound: "Event not found",
} as const;
