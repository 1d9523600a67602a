"use client";

import { useTranslations } from "#i18n";
import { contactEmailField, wide, type ListingFormT } from "@/components/listings/common-fields";
import { ListingKindForm, type ListingFormProps } from "@/components/listings/listing-kind-form";
import { optionLabels } from "@/components/listings/option-labels";
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

const fields = (t: ListingFormT): FieldSpec[] => [
  { name: "title", label: t("fields.gig.title"), required: true, limit: 160, className: wide },
  {
    name: "company",
    label: t("fields.company"),
    required: true,
    maxLength: 120,
    autoComplete: "organization",
  },
  {
    as: "select",
    name: "category",
    label: t("fields.category"),
    required: true,
    options: optionLabels(t, gigCategories),
    placeholder: t("fields.gig.categoryPlaceholder"),
  },
  {
    name: "budget",
    label: t("fields.gig.budget"),
    required: true,
    type: "number",
    inputMode: "numeric",
    min: 1,
    step: 1,
    placeholder: "40000",
    hint: t("fields.gig.budgetHint"),
  },
  {
    name: "duration",
    label: t("fields.gig.duration"),
    required: true,
    maxLength: 60,
    placeholder: t("fields.gig.durationPlaceholder"),
  },
  {
    name: "location",
    label: t("fields.location"),
    required: true,
    maxLength: 120,
    placeholder: t("fields.gig.locationPlaceholder"),
  },
  { name: "deadline", label: t("fields.gig.deadline"), required: true, type: "date" },
  {
    name: "tags",
    label: t("fields.skills"),
    optional: true,
    placeholder: "Solidity, Foundry, Testing",
    hint: t("fields.gig.tagsHint"),
    className: wide,
  },
  {
    as: "textarea",
    name: "description",
    label: t("fields.gig.description"),
    required: true,
    rows: 6,
    hint: t("fields.gig.descriptionHint"),
    className: wide,
  },
  { ...contactEmailField(t), className: wide },
];

/** Submits a gig with an optional image, or edits a pending one. */
export function GigForm({ startups, ...props }: ListingFormProps) {
  const t = useTranslations("listingForm");
  return (
    <ListingKindForm
      {...props}
      kind="gig"
      schema={gigInput}
      blank={blank}
      image={{ label: t("image.cover") }}
    >
      <FieldGrid fields={fields(t)} />
      <StartupLinkField startups={startups} />
    </ListingKindForm>
  );
}
