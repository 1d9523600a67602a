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
import {
  registrationBlank,
  RegistrationSettingsFields,
} from "@/components/events/registration-settings-fields";
import { FieldGrid, type FieldSpec } from "@/components/ui/form-fields";
import { eventInput, eventTypes } from "@/lib/events/schema";
import { fromIstInput } from "@/lib/format/date";

const blank = {
  ...commonListingBlank,
  type: "Event" as const,
  date: "",
  endDate: "",
  location: "",
  participants: "",
  link: "",
  description: "",
  image: "", // holds only the server's message about the image; the file itself is sent apart
  ...registrationBlank,
};

const fields = (t: ListingFormT): FieldSpec[] => [
  {
    as: "select",
    name: "type",
    label: t("fields.event.type"),
    required: true,
    options: optionLabels(t, eventTypes),
  },
  { name: "date", label: t("fields.event.starts"), optional: true, type: "datetime-local" },
  {
    name: "endDate",
    label: t("fields.event.ends"),
    optional: true,
    type: "datetime-local",
    hint: t("fields.event.endsHint"),
  },
  {
    name: "location",
    label: t("fields.location"),
    optional: true,
    placeholder: t("fields.event.locationPlaceholder"),
  },
  { name: "participants", label: t("fields.event.participants"), optional: true, type: "number", min: 0 },
  {
    name: "link",
    label: t("fields.event.link"),
    optional: true,
    type: "url",
    placeholder: "https://…",
    className: wide,
  },
  {
    as: "textarea",
    name: "description",
    label: t("fields.event.description"),
    optional: true,
    rows: 6,
    className: wide,
  },
];

/** The start, the end and the registration's closing are typed as IST. */
const istFields = new Set(["date", "endDate", "registrationDeadline"]);
const image = {
  convert: (name: string, value: string) => (istFields.has(name) ? fromIstInput(value) : value),
};

/** Submits an event with an optional image, or edits a pending one. */
export function EventForm(props: ListingFormProps) {
  const t = useTranslations("listingForm");
  return (
    <ListingKindForm {...props} kind="event" schema={eventInput} blank={blank} image={image}>
      <CommonListingFields />
      <FieldGrid fields={fields(t)} />
      <RegistrationSettingsFields />
    </ListingKindForm>
  );
}
