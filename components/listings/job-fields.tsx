import {
  AreaField,
  SelectField,
  TextField,
  type Errors,
  type Values,
} from "@/components/listings/form-controls";
import { experienceLevels, jobKinds, jobTypes } from "@/lib/jobs/schema";

/** The job extras of the listing form (accounts §3), with the spec's defaults. */
export function JobFields({ values, errors }: { values: Values; errors: Errors }) {
  const p = { values, errors };
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <TextField name="company" label="Company" required autoComplete="organization" {...p} />
      <TextField name="location" label="Location" required placeholder="Bengaluru, Remote (India)…" {...p} />
      <SelectField name="type" label="Category" options={jobKinds} fallback="Job" {...p} />
      <SelectField name="jobType" label="Job type" options={jobTypes} fallback="Full-time" {...p} />
      <SelectField
        name="experience"
        label="Experience"
        options={experienceLevels}
        fallback="Entry level"
        {...p}
      />
      <TextField name="salary" label="Salary" placeholder="₹18 - 28 LPA" {...p} />
      <TextField name="applicationDeadline" label="Application deadline" type="date" {...p} />
      <TextField
        name="googleFormLink"
        label="Application form link"
        type="url"
        placeholder="https://…"
        {...p}
        hint="Applicants are sent here when given"
      />
      <div className="md:col-span-2">
        <AreaField
          name="description"
          label="Job description"
          required
          rows={6}
          placeholder={"1. What they will build\n2. What they will own"}
          {...p}
        />
      </div>
      <AreaField name="requirements" label="Requirements" hint="One per line" {...p} />
      <AreaField name="benefits" label="Benefits" hint="One per line" {...p} />
      <div className="md:col-span-2">
        <TextField
          name="skills"
          label="Skills"
          hint="Comma separated, e.g. Solidity, Foundry, TypeScript"
          {...p}
        />
      </div>
    </div>
  );
}
