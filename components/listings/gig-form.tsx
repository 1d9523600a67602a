"use client";

import { contactEmailField, wide } from "@/components/listings/common-fields";
import { ListingKindForm, type ListingFormProps } from "@/components/listings/listing-kind-form";
import { StartupLinkField } from "@/components/startups/startup-link-field";
import { FieldGrid, type FieldSpec } from "@/components/ui/form-fields";
import { gigCategories, gigInput, type GigInput } from "@/lib/gigs/schema";

const blank = {
  title: "",
  company: "",
  category: "" as GigInput["category"], // "Choose a category" until one is chosen
  budget: "",
  duration: "",
  location: "Remote",
  deadline: "",
  tags: "",
  description: "",
  contactEmail: "",
  startupId: "",
  image: "", // holds only the server's message about the image; the file itself is sent apart
};

const fields: FieldSpec[] = [
  { name: "title", label: "Gig title", required: true, limit: 160, className: wide },
  { name: "company", label: "Company", required: true, maxLength: 120, autoComplete: "organization" },
  {
    as: "select",
    name: "category",
    label: "Category",
    required: true,
    options: gigCategories,
    placeholder: "Choose a category",
  },
  {
    name: "budget",
    label: "Budget (₹)",
    required: true,
    type: "number",
    inputMode: "numeric",
    min: 1,
    step: 1,
    placeholder: "40000",
    hint: "In rupees, a whole number",
  },
  { name: "duration", label: "Duration", required: true, maxLength: 60, placeholder: "3 weeks" },
  { name: "location", label: "Location", required: true, maxLength: 120, placeholder: "Remote, or a city" },
  { name: "deadline", label: "Apply by", required: true, type: "date" },
  {
    name: "tags",
    label: "Skills",
    optional: true,
    placeholder: "Solidity, Foundry, Testing",
    hint: "Comma separated, up to 10",
    className: wide,
  },
  {
    as: "textarea",
    name: "description",
    label: "Gig description",
    required: true,
    rows: 6,
    hint: "The work, the deliverables and how you will judge bids",
    className: wide,
  },
  { ...contactEmailField, className: wide },
];

/** Submits a gig with an optional image, or edits a pending one. */
export function GigForm({ startups, ...props }: ListingFormProps) {
  return (
    <ListingKindForm {...props} kind="gig" schema={gigInput} blank={blank} image={{ label: "Cover image" }}>
      <FieldGrid fields={fields} />
      <StartupLinkField startups={startups} />
    </ListingKindForm>
  );
}
