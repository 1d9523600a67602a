// The texts users see that several domains' forms share, with the specification's words: defined once here,
// imported by the schemas and forms (e2e asserts them, so they stay byte for byte).

import { tryAgainLater } from "@/lib/validation/try-again";

export const formMessages = {
  requiredFields: "Please fill in all required fields",
  requestFailed: "There was an error processing your request. Please try again.",
  tryAgainLater,
  nameRequired: "Please enter your name",
  nameTooLong: "Name must be at most 100 characters",
  emailRequired: "Please enter your email address",
  validEmail: "Please enter a valid email address",
  validPhone: "Please enter a valid phone number",
  validUrl: "Please enter a valid URL",
  messageRequired: "Please enter a message",
  titleRequired: "Title is required",
  titleTooLong: "Title must be 160 characters or less",
  descriptionRequired: "Description is required",
  descriptionTooLong: "Description must be 10000 characters or less",
  chooseCategory: "Please choose a category",
  durationRequired: "Duration is required",
  companyNameRequired: "Company name is required",
  locationRequired: "Location is required",
  locationTooLong: "Location must be 120 characters or less",
  decisionStatus: "Status must be accepted, rejected or completed",
};
