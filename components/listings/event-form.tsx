"use client";

import { commonListingBlank, CommonListingFields, wide } from "@/components/listings/common-fields";
import { ListingKindForm, type ListingFormProps } from "@/components/listings/listing-kind-form";
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

const fields: FieldSpec[] = [
  { as: "select", name: "type", label: "Event type", required: true, options: eventTypes },
  { name: "date", label: "Starts (IST)", optional: true, type: "datetime-local" },
  {
    name: "endDate",
    label: "Ends (IST)",
    optional: true,
    type: "datetime-local",
    hint: "For a hackathon or a conference of more than one day: when it ends.",
  },
  { name: "location", label: "Location", optional: true, placeholder: "Venue, city or Online" },
  { name: "participants", label: "Expected participants", optional: true, type: "number", min: 0 },
  {
    name: "link",
    label: "Registration link",
    optional: true,
    type: "url",
    placeholder: "https://…",
    className: wide,
  },
  {
    as: "textarea",
    name: "description",
    label: "Event description",
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
  return (
    <ListingKindForm {...props} kind="event" schema={eventInput} blank={blank} image={image}>
      <CommonListingFields />
      <FieldGrid fields={fields} />
      <RegistrationSettingsFields />
    </ListingKindForm>
  );
}
