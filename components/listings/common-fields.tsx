import { useTranslations } from "#i18n";
import { FieldGrid, type FieldSpec } from "@/components/ui/form-fields";

/** The listing form's words: useTranslations("listingForm") or getTranslations("listingForm"). */
export type ListingFormT = {
  (key: string, values?: Record<string, string | number>): string;
  has: (key: string) => boolean;
};

/** Spans both columns of a listing form's grid. */
export const wide = "md:col-span-2";

/** The card text every listing kind asks for. */
export const shortDescriptionField = (t: ListingFormT): FieldSpec => ({
  as: "textarea",
  name: "shortDescription",
  label: t("fields.shortDescription"),
  optional: true,
  rows: 2,
  maxLength: 200,
  hint: t("fields.shortDescriptionHint"),
  className: wide,
});

export const contactEmailField = (t: ListingFormT): FieldSpec => ({
  name: "contactEmail",
  label: t("fields.contactEmail"),
  required: true,
  type: "email",
  autoComplete: "email",
});

/** The empty values of the common fields, for a job's or an event's form. */
export const commonListingBlank = {
  title: "",
  shortDescription: "",
  contactEmail: "",
  contactPhone: "",
  websiteLink: "",
};

const fields = (t: ListingFormT): FieldSpec[] => [
  { name: "title", label: t("fields.title"), required: true, limit: 160, className: wide },
  shortDescriptionField(t),
  contactEmailField(t),
  { name: "contactPhone", label: t("fields.contactPhone"), required: true, type: "tel", autoComplete: "tel" },
  {
    name: "websiteLink",
    label: t("fields.website"),
    optional: true,
    type: "url",
    placeholder: "https://…",
    className: wide,
  },
];

/** The fields every listing has: title, card description, contact and website. */
export function CommonListingFields() {
  const t = useTranslations("listingForm");
  return <FieldGrid fields={fields(t)} />;
}
