import { SelectField, TextAreaField, TextField } from "@/components/ui/form";
import { experienceLevels, jobKinds, jobTypes } from "@/lib/jobs/schema";

/** The job extras of the listing form, with the spec's defaults. */
export function JobFields() {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <TextField name="company" label="Company" required autoComplete="organization" />
      <TextField name="location" label="Location" required placeholder="Bengaluru, Remote (India)…" />
      <SelectField name="type" label="Category" required options={jobKinds} />
      <SelectField name="jobType" label="Job type" required options={jobTypes} />
      <SelectField name="experience" label="Experience" required options={experienceLevels} />
      <TextField name="salary" label="Salary" optional placeholder="₹18 - 28 LPA" />
      <TextField name="applicationDeadline" label="Application deadline" optional type="date" />
      <TextField
        name="googleFormLink"
        label="Application form link"
        optional
        type="url"
        placeholder="https://…"
        hint="Applicants are sent here when given"
      />
      <TextAreaField
        name="description"
        label="Job description"
        required
        rows={6}
        placeholder={"1. What they will build\n2. What they will own"}
        className="md:col-span-2"
      />
      <TextAreaField name="requirements" label="Requirements" optional hint="One per line" />
      <TextAreaField name="benefits" label="Benefits" optional hint="One per line" />
      <TextField
        name="skills"
        label="Skills"
        optional
        hint="Comma separated, e.g. Solidity, Foundry, TypeScript"
        className="md:col-span-2"
      />
    </div>
  );
}
