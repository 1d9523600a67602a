"use client";

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

const text = [
  { name: "name", label: "Full name", required: true, type: "text", autoComplete: "name" },
  { name: "email", label: "Email", required: true, type: "email", autoComplete: "email" },
  { name: "phone", label: "Phone", required: false, type: "tel", autoComplete: "tel" },
  { name: "location", label: "Location", required: false, type: "text", autoComplete: "address-level2" },
  { name: "experience", label: "Experience", required: false, type: "text", autoComplete: "off" },
  { name: "portfolio", label: "Portfolio URL", required: false, type: "url", autoComplete: "url" },
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
  const { id, error, register } = useFormField("resume");
  return (
    <Field id={id} label="Resume" optional hint="PDF, DOC or DOCX, up to 5MB" error={error}>
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
  return (
    <ProgressStatus
      percent={percent}
      label="Uploading resume"
      text={
        percent !== null && percent < 100
          ? `Uploading resume… ${percent}%`
          : "Resume uploaded. Sending your application…"
      }
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
      title: "Application Submitted!",
      description: `Your application to ${job.company} is on its way.`,
    }),
    onSuccess: (answer) => {
      onOpenChange(false);
      onApplied?.(answer.application.createdAt);
    },
    invalid: ({ errors, first }) => ({
      title: "Validation Error",
      description: Object.values(errors).some((e) => e?.message === formMessages.requiredFields)
        ? formMessages.requiredFields
        : first,
    }),
    failure: ({ message }) => ({ title: "Submission Failed", description: message }),
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={`Apply: ${job.title}`}
        description={`${job.company}. Fields marked * are required.`}
      >
        <Form form={form} onSubmit={onSubmit} idPrefix="apply" className="gap-4">
          <ProfilePrefill name="name" email="email" phone="phone" />
          {text.map((f) => (
            <TextField
              key={f.name}
              name={f.name}
              label={f.label}
              required={f.required}
              optional={!f.required}
              type={f.type}
              autoComplete={f.autoComplete}
            />
          ))}
          <TextAreaField name="coverLetter" label="Cover letter" required rows={5} />
          <SavedResumeChoice fills={{ location: "location", portfolio: "portfolio" }} />
          <ResumeField />
          <UploadProgress percent={uploaded} />
          <SubmitButton size="md" loadingText="Submitting..." className="mt-2">
            Submit application
          </SubmitButton>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
