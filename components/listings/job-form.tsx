"use client";

import { commonListingBlank, CommonListingFields, wide } from "@/components/listings/common-fields";
import { ListingKindForm, type ListingFormProps } from "@/components/listings/listing-kind-form";
import { StartupLinkField } from "@/components/startups/startup-link-field";
import { FieldGrid, type FieldSpec } from "@/components/ui/form-fields";
import { experienceLevels, jobInput, jobKinds, jobTypes } from "@/lib/jobs/schema";

const blank = {
  ...commonListingBlank,
  company: "",
  location: "",
  type: "Job",
  jobType: "Full-time",
  experience: "Entry level",
  salary: "",
  applicationDeadline: "",
  googleFormLink: "",
  description: "",
  requirements: "",
  benefits: "",
  skills: "",
  startupId: "",
  image: "", // holds only the server's message about the logo; the file itself is sent apart
};

const fields: FieldSpec[] = [
  { name: "company", label: "Company", required: true, autoComplete: "organization" },
  { name: "location", label: "Location", required: true, placeholder: "Bengaluru, Remote (India)…" },
  { as: "select", name: "type", label: "Category", required: true, options: jobKinds },
  { as: "select", name: "jobType", label: "Job type", required: true, options: jobTypes },
  { as: "select", name: "experience", label: "Experience", required: true, options: experienceLevels },
  { name: "salary", label: "Salary", optional: true, placeholder: "₹18 - 28 LPA" },
  { name: "applicationDeadline", label: "Application deadline", optional: true, type: "date" },
  {
    name: "googleFormLink",
    label: "Application form link",
    optional: true,
    type: "url",
    placeholder: "https://…",
    hint: "Applicants are sent here when given",
  },
  {
    as: "textarea",
    name: "description",
    label: "Job description",
    required: true,
    rows: 6,
    placeholder: "1. What they will build\n2. What they will own",
    className: wide,
  },
  { as: "textarea", name: "requirements", label: "Requirements", optional: true, hint: "One per line" },
  { as: "textarea", name: "benefits", label: "Benefits", optional: true, hint: "One per line" },
  {
    name: "skills",
    label: "Skills",
    optional: true,
    hint: "Comma separated, e.g. Solidity, Foundry, TypeScript",
    className: wide,
  },
];

/** Submits a job with an optional company logo, or edits one: sent as typed, checked again by the server. */
export function JobForm({ startups, ...props }: ListingFormProps) {
  return (
    <ListingKindForm {...props} kind="job" schema={jobInput} blank={blank} image={{ label: "Logo" }}>
      <CommonListingFields />
      <FieldGrid fields={fields} />
      <StartupLinkField startups={startups} />
    </ListingKindForm>
  );
}
