// The texts users see about applications, with the specification's words (forms, toasts and the server).

export const applicationMessages = {
  notFound: "Application not found",
  onlyPendingCancel: "Only pending applications can be cancelled.",
  cancelledTitle: "Application Cancelled",
  cancelledDescription: "Your application has been withdrawn.",
  resumeTooLarge: "Resumes can be at most 5MB.",
} as const;
