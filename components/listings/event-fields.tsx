import { SelectField, TextAreaField, TextField } from "@/components/ui/form";
import { eventTypes } from "@/lib/events/schema";

/** The event extras of the listing form; the type defaults to Event. */
export function EventFields() {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <SelectField name="type" label="Event type" required options={eventTypes} />
      <TextField name="date" label="Date and time (IST)" optional type="datetime-local" />
      <TextField name="location" label="Location" optional placeholder="Venue, city or Online" />
      <TextField name="participants" label="Expected participants" optional type="number" min={0} />
      <TextField
        name="link"
        label="Registration link"
        optional
        type="url"
        placeholder="https://…"
        className="md:col-span-2"
      />
      <TextAreaField
        name="description"
        label="Event description"
        optional
        rows={6}
        className="md:col-span-2"
      />
    </div>
  );
}
