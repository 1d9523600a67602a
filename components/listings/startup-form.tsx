"use client";

import { useTranslations } from "#i18n";
import {
  contactEmailField,
  shortDescriptionField,
  wide,
  type ListingFormT,
} from "@/components/listings/common-fields";
import { ListingKindForm, type ListingFormProps } from "@/components/listings/listing-kind-form";
import { optionLabels } from "@/components/listings/option-labels";
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

const fields = (t: ListingFormT): FieldSpec[] => [
  { name: "name", label: t("fields.startup.name"), required: true, limit: 80, autoComplete: "organization" },
  {
    name: "industry",
    label: t("fields.startup.industry"),
    required: true,
    maxLength: 60,
    placeholder: "DeFi, AI, EdTech…",
  },
  shortDescriptionField(t),
  {
    as: "textarea",
    name: "description",
    label: t("fields.startup.description"),
    required: true,
    rows: 5,
    hint: t("fields.startup.descriptionHint"),
    className: wide,
  },
  {
    as: "select",
    name: "stage",
    label: t("fields.startup.stage"),
    required: true,
    options: optionLabels(t, startupStages),
    placeholder: t("fields.startup.stagePlaceholder"),
  },
  {
    as: "select",
    name: "teamSize",
    label: t("fields.startup.teamSize"),
    required: true,
    options: optionLabels(t, teamSizes),
    placeholder: t("fields.startup.teamSizePlaceholder"),
  },
  {
    name: "location",
    label: t("fields.location"),
    required: true,
    maxLength: 120,
    placeholder: t("fields.startup.locationPlaceholder"),
  },
  {
    name: "founded",
    label: t("fields.startup.founded"),
    required: true,
    type: "number",
    inputMode: "numeric",
    min: 1990,
    placeholder: "2024",
  },
  { name: "website", label: t("fields.website"), type: "url", placeholder: "https://…" },
  contactEmailField(t),
];

/** Lists a startup with an optional logo, or edits a pending one. */
export function StartupForm(props: ListingFormProps) {
  const t = useTranslations("listingForm");
  return (
    <ListingKindForm
      {...props}
      kind="startup"
      schema={startupInput}
      blank={blank}
      image={{ label: t("image.logo") }}
    >
      <FieldGrid fields={fields(t)} />
      <p className="text-sm text-muted">{t("fields.startup.hiringNote")}</p>
    </ListingKindForm>
  );
}
