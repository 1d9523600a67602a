"use client";

// The event form's registration settings: take registrations on the site (or keep the Registration link for an event
// run elsewhere), places, when registration closes, who approves, and up to five questions. The values are the
// fields of lib/events/registration-schema.ts, checked by the same schema as the server's.
import { Plus, Trash2 } from "lucide-react";
import { useTranslations } from "#i18n";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { CheckboxField, SelectField, TextAreaField, TextField } from "@/components/ui/form";
import { approvalModes, type ApprovalMode, MAX_QUESTIONS, questionKinds } from "@/lib/events/registration-schema";

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


function QuestionFields({ index, onRemove }: { index: number; onRemove: () => void }) {
  const t = useTranslations("eventRegistrationSettings");
  const { register, control } = useFormContext();
  const kindOptions = questionKinds.map((k) => ({ value: k, label: t(`kinds.${k}`) }));
  const name = `registrationQuestions.${index}`;
  const kind = useWatch({ control, name: `${name}.kind` }) as string;
  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-border bg-surface/60 p-4">
      <input type="hidden" {...register(`${name}.id`)} />
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm font-semibold">{t("questionN", { n: index + 1 })}</p>
        <Button variant="ghost" size="sm" onClick={onRemove} aria-label={t("removeLabel", { n: index + 1 })}>
          <Trash2 aria-hidden className="size-4" /> {t("remove")}
        </Button>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField name={`${name}.label`} label={t("question")} required limit={200} className="md:col-span-2" />
        <SelectField name={`${name}.kind`} label={t("answer")} options={kindOptions} />
        <CheckboxField name={`${name}.required`} label={t("required")} className="self-end" />
        {kind === "choice" && (
          <TextAreaField
            name={`${name}.options`}
            label={t("options")}
            required
            rows={3}
            hint={t("optionsHint")}
            className="md:col-span-2"
          />
        )}
      </div>
    </li>
  );
}

export function RegistrationSettingsFields() {
  const t = useTranslations("eventRegistrationSettings");
  const approvalOptions = approvalModes.map((a) => ({ value: a, label: t(`approvals.${a}`) }));
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
      <legend className="px-2 text-base font-semibold">{t("legend")}</legend>
      <CheckboxField name="registrationEnabled" label={t("enabled")} />
      {!on && <p className="text-sm text-muted">{t("off")}</p>}
      {on && (
        <>
          <div className="grid gap-5 md:grid-cols-2">
            <TextField
              name="registrationCapacity"
              label={t("places")}
              optional
              type="number"
              inputMode="numeric"
              min={1}
              hint={t("placesHint")}
            />
            <TextField
              name="registrationDeadline"
              label={t("deadline")}
              optional
              type="datetime-local"
              hint={t("deadlineHint")}
            />
            <SelectField
              name="registrationApproval"
              label={t("approval")}
              options={approvalOptions}
              className="md:col-span-2"
            />
          </div>
          <div className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h3 className="font-semibold">
                {t("questions", { count: fields.length, max: MAX_QUESTIONS })}
              </h3>
              <Button
                variant="secondary"
                size="sm"
                disabled={fields.length >= MAX_QUESTIONS}
                onClick={() => append({ id: "", label: "", kind: "text", options: "", required: false })}
              >
                <Plus aria-hidden className="size-4" /> {t("add")}
              </Button>
            </div>
            {fields.length === 0 && (
              <p className="text-sm text-muted">{t("questionsHint")}</p>
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
