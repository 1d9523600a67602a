"use client";

// The event form's registration settings: take registrations on the site (or keep the Registration link for an event
// run elsewhere), places, when registration closes, who approves, and up to five questions. The values are the
// fields of lib/events/registration-schema.ts, checked by the same schema as the server's.
import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { CheckboxField, SelectField, TextAreaField, TextField } from "@/components/ui/form";
import {
  approvalLabels,
  approvalModes,
  type ApprovalMode,
  MAX_QUESTIONS,
  questionKindLabels,
  questionKinds,
} from "@/lib/events/registration-schema";

/** A question as the form holds it: its options as text, one a line. */
export type QuestionValues = { id: string; label: string; kind: string; options: string; required: boolean };

/** The settings of a new event: registration off, no limit, automatic, no questions. */
export const registrationBlank = {
  registrationEnabled: false,
  registrationCapacity: "",
  registrationDeadline: "",
  registrationApproval: "automatic" as ApprovalMode,
  registrationQuestions: [] as QuestionValues[],
};

const kindOptions = questionKinds.map((k) => ({ value: k, label: questionKindLabels[k] }));
const approvalOptions = approvalModes.map((a) => ({ value: a, label: approvalLabels[a] }));

function QuestionFields({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { register, control } = useFormContext();
  const name = `registrationQuestions.${index}`;
  const kind = useWatch({ control, name: `${name}.kind` }) as string;
  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-border bg-surface/60 p-4">
      <input type="hidden" {...register(`${name}.id`)} />
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm font-semibold">Question {index + 1}</p>
        <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove question ${index + 1}`}>
          <Trash2 aria-hidden className="size-4" /> Remove
        </Button>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField name={`${name}.label`} label="Question" required limit={200} className="md:col-span-2" />
        <SelectField name={`${name}.kind`} label="Answer" options={kindOptions} />
        <CheckboxField name={`${name}.required`} label="An answer is required" className="self-end" />
        {kind === "choice" && (
          <TextAreaField
            name={`${name}.options`}
            label="Options"
            required
            rows={3}
            hint="One option a line, 2 to 10."
            className="md:col-span-2"
          />
        )}
      </div>
    </li>
  );
}

export function RegistrationSettingsFields() {
  const { control } = useFormContext();
  const enabled = useWatch({ control, name: "registrationEnabled" }) as boolean | string | undefined;
  // keyName: each question has an `id` of its own (kept across edits), so the list's keys go elsewhere.
  const { fields, append, remove } = useFieldArray({
    control,
    name: "registrationQuestions",
    keyName: "key",
  });
  const on = enabled === true || enabled === "true";
  return (
    <fieldset className="flex min-w-0 flex-col gap-5 rounded-[var(--radius-card)] border border-border p-5">
      <legend className="px-2 text-base font-semibold">Registration</legend>
      <CheckboxField
        name="registrationEnabled"
        label="Take registrations on Builders Hub (tickets with QR codes, a waitlist, check-in at the door)"
      />
      {!on && (
        <p className="text-sm text-muted">
          Off: members register through your Registration link above, for an event run elsewhere.
        </p>
      )}
      {on && (
        <>
          <div className="grid gap-5 md:grid-cols-2">
            <TextField
              name="registrationCapacity"
              label="Places"
              optional
              type="number"
              inputMode="numeric"
              min={1}
              hint="Leave empty for no limit. When every place is taken, members join a waitlist."
            />
            <TextField
              name="registrationDeadline"
              label="Registration closes (IST)"
              optional
              type="datetime-local"
              hint="Leave empty to close when the event starts."
            />
            <SelectField
              name="registrationApproval"
              label="Who gives the places"
              options={approvalOptions}
              className="md:col-span-2"
            />
          </div>
          <div className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h3 className="font-semibold">
                Questions for members ({fields.length} of {MAX_QUESTIONS})
              </h3>
              <Button
                variant="secondary"
                size="sm"
                disabled={fields.length >= MAX_QUESTIONS}
                onClick={() => append({ id: "", label: "", kind: "text", options: "", required: false })}
              >
                <Plus aria-hidden className="size-4" /> Add a question
              </Button>
            </div>
            {fields.length === 0 && (
              <p className="text-sm text-muted">
                Optional: short text or a choice, answered when they register.
              </p>
            )}
            <ol className="flex flex-col gap-3">
              {fields.map((field, index) => (
                <QuestionFields key={field.key} index={index} onRemove={() => remove(index)} />
              ))}
            </ol>
          </div>
        </>
      )}
    </fieldset>
  );
}
