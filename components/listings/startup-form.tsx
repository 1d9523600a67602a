"use client";

import { contactEmailField, shortDescriptionField, wide } from "@/components/listings/common-fields";
import { ListingKindForm, type ListingFormProps } from "@/components/listings/listing-kind-form";
import { FieldGrid, type FieldSpec } from "@/components/ui/form-fields";
import { startupInput, type StartupInput, startupStages, teamSizes } from "@/lib/startups/schema";

const blank = {
  name: "",
  industry: "",
  shortDescription: "",
  description: "",
  stage: "" as StartupInput["stage"], // "Choose a stage" until one is chosen
  teamSize: "" as StartupInput["teamSize"],
  location: "",
  founded: "",
  website: "",
  contactEmail: "",
  image: "", // holds only the server's message about the logo; the file itself is sent apart
};

const fields: FieldSpec[] = [
  { name: "name", label: "Startup name", required: true, limit: 80, autoComplete: "organization" },
  { name: "industry", label: "Industry", required: true, maxLength: 60, placeholder: "DeFi, AI, EdTech…" },
  shortDescriptionField,
  {
    as: "textarea",
    name: "description",
    label: "Description",
    required: true,
    rows: 5,
    hint: "What you build, for whom, and what you are looking for",
    className: wide,
  },
  {
    as: "select",
    name: "stage",
    label: "Stage",
    required: true,
    options: startupStages,
    placeholder: "Choose a stage",
  },
  {
    as: "select",
    name: "teamSize",
    label: "Team size",
    required: true,
    options: teamSizes,
    placeholder: "Choose a size",
  },
  { name: "location", label: "Location", required: true, maxLength: 120, placeholder: "City, or Remote" },
  {
    name: "founded",
    label: "Year founded",
    required: true,
    type: "number",
    inputMode: "numeric",
    min: 1990,
    placeholder: "2024",
  },
  { name: "website", label: "Website", type: "url", placeholder: "https://…" },
  contactEmailField,
];

/** Lists a startup with an optional logo, or edits a pending one. */
export function StartupForm(props: ListingFormProps) {
  return (
    <ListingKindForm {...props} kind="startup" schema={startupInput} blank={blank} image={{ label: "Logo" }}>
      <FieldGrid fields={fields} />
      <p className="text-sm text-muted">
        Your startup shows as Hiring while a job you listed for it is open: choose it in the job&apos;s form.
      </p>
    </ListingKindForm>
  );
}
