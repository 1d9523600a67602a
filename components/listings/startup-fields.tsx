import { SelectField, TextAreaField, TextField } from "@/components/ui/form";
import { startupStages, teamSizes } from "@/lib/startups/schema";

/** A startup's fields: who, what, where, how big, since when. */
export function StartupFields() {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <TextField name="name" label="Startup name" required maxLength={80} autoComplete="organization" />
      <TextField name="industry" label="Industry" required maxLength={60} placeholder="DeFi, AI, EdTech…" />
      <TextAreaField
        name="shortDescription"
        label="Short description"
        optional
        rows={2}
        maxLength={200}
        hint="Shown on cards"
        className="md:col-span-2"
      />
      <TextAreaField
        name="description"
        label="Description"
        required
        rows={5}
        hint="What you build, for whom, and what you are looking for"
        className="md:col-span-2"
      />
      <SelectField name="stage" label="Stage" required options={startupStages} placeholder="Choose a stage" />
      <SelectField
        name="teamSize"
        label="Team size"
        required
        options={teamSizes}
        placeholder="Choose a size"
      />
      <TextField name="location" label="Location" required maxLength={120} placeholder="City, or Remote" />
      <TextField
        name="founded"
        label="Year founded"
        required
        type="number"
        inputMode="numeric"
        min={1990}
        placeholder="2024"
      />
      <TextField name="website" label="Website" required type="url" placeholder="https://…" />
      <TextField name="contactEmail" label="Contact email" required type="email" autoComplete="email" />
    </div>
  );
}
