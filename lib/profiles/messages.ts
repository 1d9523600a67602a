// The words of builder profiles that the forms, the API and the tests share.

export const profileMessages = {
  headlineTooLong: "Headline must be 120 characters or less",
  cityTooLong: "City must be 60 characters or less",
  skillText: "Skills must be a list of words",
  tooManySkills: "Add at most 15 skills",
  skillTooLong: "Each skill must be 32 characters or less",
  switchValue: "Must be on or off",
  fieldMissing: "Send every field of the profile: saving replaces all of it",
  notFound: "Profile not found",
  noResume: "You have no saved résumé.",
  chooseResume: "Choose your résumé: a PDF, DOC or DOCX file of at most 5 MB.",
  saved: "Profile saved",
  resumeSaved: "Résumé saved",
  resumeRemoved: "Résumé removed",
};
