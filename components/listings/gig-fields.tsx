import { SelectField, TextAreaField, TextField } from "@/components/ui/form";
import { gigCategories } from "@/lib/gigs/schema";

/** A gig's fields: what, for whom, how much (whole rupees), how long, where, by when. */
export function GigFields() {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <TextField name="title" label="Gig title" required maxLength={160} className="md:col-span-2" />
      <TextField name="company" label="Company" required maxLength={120} autoComplete="organization" />
      <SelectField
        name="category"
        label="Category"
        required
        options={gigCategories}
        placeholder="Choose a category"
      />
      <TextField
        name="budget"
        label="Budget (₹)"
        required
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        placeholder="40000"
        hint="In rupees, a whole number"
      />
      <TextField name="duration" label="Duration" required maxLength={60} placeholder="3 weeks" />
      <TextField name="location" label="Location" required maxLength={120} placeholder="Remote, or a city" />
      <TextField name="deadline" label="Apply by" required type="date" />
      <TextField
        name="tags"
        label="Skills"
        optional
        placeholder="Solidity, Foundry, Testing"
        hint="Comma separated, up to 10"
        className="md:col-span-2"
      />
      <TextAreaField
        name="description"
        label="Gig description"
        required
        rows={6}
        hint="The work, the deliverables and how you will judge bids"
        className="md:col-span-2"
      />
      <TextField
        name="contactEmail"
        label="Contact email"
        required
        type="email"
        autoComplete="email"
        className="md:col-span-2"
      />
    </div>
  );
}
