"use client";

import { useTranslations } from "#i18n";
import { ProgressStatus } from "@/components/ui/progress-status";
import { useState } from "react";
import { ProfilePrefill } from "@/components/accounts/profile-prefill";
import { SavedResumeChoice } from "@/components/profiles/saved-resume-choice";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Field, Input } from "@/components/ui/field";
import { Form, SubmitButton, TextAreaField, TextField, useFormField } from "@/components/ui/form";
import { applicationFormInput } from "@/lib/applications/schema";
import { formMessages } from "@/lib/validation/messages";
import { apiFetch } from "@/lib/client/api";
import { uploadForm } from "@/lib/client/upload";
import { useApiForm } from "@/lib/forms/use-api-form";
import type { ApplyTarget } from "@/lib/jobs/dto";

// Their labels: namespace jobsApply, fields.<name>.
const text = [
  { name: "name", required: true, type: "text", autoComplete: "name" },
  { name: "email", required: true, type: "email", autoComplete: "email" },
  { name: "phone", required: false, type: "tel", autoComplete: "tel" },
  { name: "location", required: false, type: "text", autoComplete: "address-level2" },
  { name: "experience", required: false, type: "text", autoComplete: "off" },
  { name: "portfolio", required: false, type: "url", autoComplete: "url" },
] as const;

const blank = {
  name: "",
  email: "",
  phone: "",
  location: "",
  experience: "",
  coverLetter: "",
  portfolio: "",
  savedResume: false,
};

/** The application with its resume, as multipart. */
function toMultipart(values: Record<string, unknown>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) if (typeof value === "string") body.set(name, value);
  const resume = (values.resume as FileList | undefined)?.item(0);
  if (resume) body.set("resume", resume);
  else if (values.savedResume === true) body.set("savedResume", "true");
  return body;
}

function ResumeField() {
  const t = useTranslations("jobsApply.fields");
  const { id, error, register } = useFormField("resume");
  return (
    <Field id={id} label={t("resume")} optional hint={t("resumeHint")} error={error}>
      {(aria) => (
        <Input
          type="file"
          accept=".pdf,.doc,.docx"
          className="py-2 file:mr-3 file:rounded-full file:border-0 file:bg-surface-raised file:px-3 file:py-1 file:text-text"
          {...aria}
          {...register("resume")}
        />
      )}
    </Field>
  );
}

/**
 * How far the resume has gone, while an application with one is sent (null otherwise): a 1.5 MB file takes
 * seconds on a slow line. Announced as the image field's preparation is; at 100% the server is still reading it.
 */
function UploadProgress({ percent }: { percent: number | null }) {
  const t = useTranslations("jobsApply");
  return (
    <ProgressStatus
      percent={percent}
      label={t("uploading")}
      text={percent !== null && percent < 100 ? t("uploadingPercent", { percent }) : t("uploaded")}
    />
  );
}

type Applied = { application: { createdAt: string } };

/** The application dialog: checked with the server's own schema, then sent with the resume. */
export function ApplicationDialog({
  job,
  open,
  onOpenChange,
  onApplied,
}: {
  job: ApplyTarget;
  open: boolean;
  onOpenChange: (o: boolean) => void;
  /** Told when the application is taken, with its date (ISO). */
  onApplied?: (appliedAt: string) => void;
}) {
  const t = useTranslations("jobsApply");
  const [uploaded, setUploaded] = useState<number | null>(null);
  const { form, onSubmit } = useApiForm({
    schema: applicationFormInput,
    defaultValues: blank,
    send: (_, values) => {
      const url = `/api/jobs/${job.id}/apply`;
      const body = toMultipart(values);
      if (!body.has("resume")) return apiFetch<Applied>(url, { body });
      setUploaded(0);
      return uploadForm<Applied>(url, body, (sent) => setUploaded(Math.round(sent * 100))).finally(() =>
        setUploaded(null),
      );
    },
    success: () => ({
      title: t("successTitle"),
      description: t("successDescription", { company: job.company }),
    }),
    onSuccess: (answer) => {
      onOpenChange(false);
      onApplied?.(answer.application.createdAt);
    },
    invalid: ({ errors, first }) => ({
      title: t("invalidTitle"),
      description: Object.values(errors).some((e) => e?.message === formMessages.requiredFields)
        ? formMessages.requiredFields
        : first,
    }),
    failure: ({ message }) => ({ title: t("failedTitle"), description: message }),
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t("dialogTitle", { title: job.title })}
        description={t("dialogDescription", { company: job.company })}
      >
        <Form form={form} onSubmit={onSubmit} idPrefix="apply" className="gap-4">
          <ProfilePrefill name="name" email="email" phone="phone" />
          {text.map((f) => (
            <TextField
              key={f.name}
              name={f.name}
              label={t(`fields.${f.name}`)}
              required={f.required}
              optional={!f.required}
              type={f.type}
              autoComplete={f.autoComplete}
            />
          ))}
          <TextAreaField name="coverLetter" label={t("fields.coverLetter")} required rows={5} />
          <SavedResumeChoice fills={{ location: "location", portfolio: "portfolio" }} />
          <ResumeField />
          <UploadProgress percent={uploaded} />
          <SubmitButton size="md" loadingText={t("submitting")} className="mt-2">
            {t("submit")}
          </SubmitButton>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
