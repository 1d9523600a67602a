"use client";

import { useTranslations } from "#i18n";
import {
  commonListingBlank,
  CommonListingFields,
  wide,
  type ListingFormT,
} from "@/components/listings/common-fields";
import { ListingKindForm, type ListingFormProps } from "@/components/listings/listing-kind-form";
import { optionLabels } from "@/components/listings/option-labels";
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

const fields = (t: ListingFormT): FieldSpec[] => [
  { name: "company", label: t("fields.company"), required: true, autoComplete: "organization" },
  {
    name: "location",
    label: t("fields.location"),
    required: true,
    placeholder: t("fields.job.locationPlaceholder"),
  },
  {
    as: "select",
    name: "type",
    label: t("fields.category"),
    required: true,
    options: optionLabels(t, jobKinds),
  },
  {
    as: "select",
    name: "jobType",
    label: t("fields.job.jobType"),
    required: true,
    options: optionLabels(t, jobTypes),
  },
  {
    as: "select",
    name: "experience",
    label: t("fields.job.experience"),
    required: true,
    options: optionLabels(t, experienceLevels),
  },
  {
    name: "salary",
    label: t("fields.job.salary"),
    optional: true,
    placeholder: t("fields.job.salaryPlaceholder"),
  },
  { name: "applicationDeadline", label: t("fields.job.deadline"), optional: true, type: "date" },
  {
    name: "googleFormLink",
    label: t("fields.job.formLink"),
    optional: true,
    type: "url",
    placeholder: "https://…",
    hint: t("fields.job.formLinkHint"),
  },
  {
    as: "textarea",
    name: "description",
    label: t("fields.job.description"),
    required: true,
    rows: 6,
    placeholder: t("fields.job.descriptionPlaceholder"),
    className: wide,
  },
  {
    as: "textarea",
    name: "requirements",
    label: t("fields.job.requirements"),
    optional: true,
    hint: t("fields.job.onePerLine"),
  },
  {
    as: "textarea",
    name: "benefits",
    label: t("fields.job.benefits"),
    optional: true,
    hint: t("fields.job.onePerLine"),
  },
  {
    name: "skills",
    label: t("fields.skills"),
    optional: true,
    hint: t("fields.job.skillsHint"),
    className: wide,
  },
];

/** Submits a job with an optional company logo, or edits one: sent as typed, checked again by the server. */
export function JobForm({ startups, ...props }: ListingFormProps) {
  const t = useTranslations("listingForm");
  return (
    <ListingKindForm {...props} kind="job" schema={jobInput} blank={blank} image={{ label: t("image.logo") }}>
      <CommonListingFields />
      <FieldGrid fields={fields(t)} />
      <StartupLinkField startups={startups} />
    </ListingKindForm>
  );
}
