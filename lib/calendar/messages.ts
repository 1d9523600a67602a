// The texts members see about their calendar feed (the Interested mark's are in lib/events/messages.ts).
export const calendarMessages = {
  feedNotFound: "Calendar feed not found",
  feedName: "Builders Hub: my calendar",
  cardTitle: "Your calendar",
  cardDescription:
    "Events you marked Interested, the deadlines of jobs you applied to and your accepted consultations, in your own calendar app. Keep this address private: anyone who has it can read your calendar.",
  copyLabel: "Copy link",
  copiedTitle: "Calendar Link Copied!",
  addGoogle: "Add to Google Calendar",
  addApple: "Add to Apple Calendar",
  resetLabel: "Reset link",
  resetTitle: "Reset your calendar link?",
  resetDescription:
    "The current address stops working at once: calendars subscribed to it stop updating until you add the new one.",
  resetConfirm: "Reset link",
  resetBusy: "Resetting...",
  resetDoneTitle: "Calendar Link Reset",
  resetDoneDescription: "Add the new address to your calendar app.",
  resetFailedTitle: "Reset Failed",
} as const;
