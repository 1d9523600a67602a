"use client";

import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { describedBy, Field, Input, Textarea } from "@/components/ui/field";
import { applicationInput, REQUIRED_MESSAGE, RESUME_MAX_BYTES } from "@/lib/applications/schema";
import { RequestError, sendForm } from "@/lib/http/client";
import type { ApplyTarget } from "@/components/jobs/apply-button";

const text = [
  { name: "name", label: "Full name", required: true, type: "text", autoComplete: "name" },
  { name: "email", label: "Email", required: true, type: "email", autoComplete: "email" },
  { name: "phone", label: "Phone", required: false, type: "tel", autoComplete: "tel" },
  { name: "location", label: "Location", required: false, type: "text", autoComplete: "address-level2" },
  { name: "experience", label: "Experience", required: false, type: "text", autoComplete: "off" },
  { name: "portfolio", label: "Portfolio URL", required: false, type: "url", autoComplete: "url" },
] as const;

/** The application dialog: checked with the server's own schema, then sent with the resume. */
export function ApplicationDialog({
  job,
  open,
  onOpenChange,
}: {
  job: ApplyTarget;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const fields = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string"));
    const parsed = applicationInput.safeParse(fields);
    const resume = form.get("resume");
    const next: Record<string, string> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
    if (resume instanceof File && resume.size > RESUME_MAX_BYTES) next.resume = "Resumes can be at most 5MB.";
    setErrors(next);
    if (Object.keys(next).length) {
      const missing = Object.values(next).includes(REQUIRED_MESSAGE);
      toast.error("Validation Error", { description: missing ? REQUIRED_MESSAGE : Object.values(next)[0] });
      return;
    }
    setSending(true);
    try {
      await sendForm(`/api/jobs/${job.id}/apply`, "POST", form);
      toast.success("Application Submitted!", {
        description: `Your application to ${job.company} is on its way.`,
      });
      onOpenChange(false);
    } catch (error) {
      const e = error as RequestError;
      if (e.errors) setErrors(e.errors);
      toast.error("Submission Failed", { description: e.message });
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={`Apply: ${job.title}`}
        description={`${job.company}. Fields marked * are required.`}
      >
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          {text.map((f) => (
            <Field
              key={f.name}
              id={`apply-${f.name}`}
              label={f.label}
              required={f.required}
              error={errors[f.name]}
            >
              <Input
                name={f.name}
                type={f.type}
                autoComplete={f.autoComplete}
                {...describedBy(`apply-${f.name}`, errors[f.name])}
              />
            </Field>
          ))}
          <Field id="apply-coverLetter" label="Cover letter" required error={errors.coverLetter}>
            <Textarea name="coverLetter" rows={5} {...describedBy("apply-coverLetter", errors.coverLetter)} />
          </Field>
          <Field id="apply-resume" label="Resume" hint="PDF, DOC or DOCX, up to 5MB" error={errors.resume}>
            <Input
              name="resume"
              type="file"
              accept=".pdf,.doc,.docx"
              className="py-2 file:mr-3 file:rounded-full file:border-0 file:bg-surface-raised file:px-3 file:py-1 file:text-text"
              {...describedBy("apply-resume", errors.resume)}
            />
          </Field>
          <Button type="submit" loading={sending} loadingText="Submitting..." className="mt-2">
            Submit Application
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
