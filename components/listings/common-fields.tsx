import { FieldGrid, type FieldSpec } from "@/components/ui/form-fields";

/** Spans both columns of a listing form's grid. */
export const wide = "md:col-span-2";

/** The card text every listing kind asks for. */
export const shortDescriptionField: FieldSpec = {
  as: "textarea",
  name: "shortDescription",
  label: "Short description",
  optional: true,
  rows: 2,
  maxLength: 200,
  hint: "Shown on cards",
  className: wide,
};

export const contactEmailField: FieldSpec = {
  name: "contactEmail",
  label: "Contact email",
  required: true,
  type: "email",
  autoComplete: "email",
};

/** The empty values of the common fields, for a job's or an event's form. */
export const commonListingBlank = {
  title: "",
  shortDescription: "",
  contactEmail: "",
  contactPhone: "",
  websiteLink: "",
};

const fields: FieldSpec[] = [
  { name: "title", label: "Title", required: true, limit: 160, className: wide },
  shortDescriptionField,
  contactEmailField,
  { name: "contactPhone", label: "Contact phone", required: true, type: "tel", autoComplete: "tel" },
  {
    name: "websiteLink",
    label: "Website",
    optional: true,
    type: "url",
    placeholder: "https://…",
    className: wide,
  },
];

/** The fields every listing has: title, card description, contact and website. */
export function CommonListingFields() {
  return <FieldGrid fields={fields} />;
}
