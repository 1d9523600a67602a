import { TextAreaField, TextField } from "@/components/ui/form";

/** The fields every listing has: title, card description, contact and website. */
export function CommonListingFields() {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <TextField name="title" label="Title" required maxLength={160} className="md:col-span-2" />
      <TextAreaField
        name="shortDescription"
        label="Short description"
        optional
        rows={2}
        maxLength={200}
        hint="Shown on cards"
        className="md:col-span-2"
      />
      <TextField name="contactEmail" label="Contact email" required type="email" autoComplete="email" />
      <TextField name="contactPhone" label="Contact phone" required type="tel" autoComplete="tel" />
      <TextField
        name="websiteLink"
        label="Website"
        optional
        type="url"
        placeholder="https://…"
        className="md:col-span-2"
      />
    </div>
  );
}
