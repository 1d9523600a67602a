import {
  AreaField,
  SelectField,
  TextField,
  type Errors,
  type Values,
} from "@/components/listings/form-controls";
import { eventTypes } from "@/lib/events/schema";

/** The event extras of the listing form (accounts §3); the type defaults to Event. */
export function EventFields({ values, errors }: { values: Values; errors: Errors }) {
  const p = { values, errors };
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <SelectField name="type" label="Event type" options={eventTypes} fallback="Event" {...p} />
      <TextField name="date" label="Date and time (IST)" type="datetime-local" {...p} />
      <TextField name="location" label="Location" placeholder="Venue, city or Online" {...p} />
      <TextField name="participants" label="Expected participants" type="number" {...p} />
      <div className="md:col-span-2">
        <TextField name="link" label="Registration link" type="url" placeholder="https://…" {...p} />
      </div>
      <div className="md:col-span-2">
        <AreaField name="description" label="Event description" rows={6} {...p} />
      </div>
    </div>
  );
}
