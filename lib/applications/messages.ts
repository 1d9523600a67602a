// The texts users see about applications, with the specification's words (forms, toasts and the server).

export const applicationMessages = {
  notFound: "Application not found",
  onlyPendingCancel: "Only pending applications can be cancelled.",
  cancelledTitle: "Application Cancelled",
  cancelledDescription: "Your application has been withdrawn.",
  resumeTooLarge: "Resumes can be at most 5MB.",
  stageChoice: "Stage must be new, shortlisted, accepted or rejected",
  noteTooLong: "Notes can be at most 2000 characters.",
  chooseApplicants: "Choose at least one applicant.",
  tooManyApplicants: "Choose at most 100 applicants at once.",
  rejectMessageTooLong: "The message can be at most 1000 characters.",
  notYourJob: "Only the job's poster can manage its applicants.",
  onlyPendingShortlist: "Only pending applications can be shortlisted or moved back to new.",
  onlyPendingDecide: "Only pending applications can be accepted or rejected.",
  bulkNotPending: "Some of these applications are no longer pending; nothing was changed.",
  bulkUnknown: "Some of these applications are not for this job; nothing was changed.",
} as const;
