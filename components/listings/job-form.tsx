"use client";

import { CommonListingFields } from "@/components/listings/common-fields";
import { JobFields } from "@/components/listings/job-fields";
import { listingToasts } from "@/components/listings/listing-toasts";
import { Form, SubmitButton } from "@/components/ui/form";
import { apiFetch } from "@/lib/client/api";
import { useApiForm } from "@/lib/forms/use-api-form";
import { jobInput } from "@/lib/jobs/schema";
import type { EditableListing } from "@/lib/submissions/editable-listing";

const blank = {
  title: "",
  shortDescription: "",
  contactEmail: "",
  contactPhone: "",
  websiteLink: "",
  company: "",
  location: "",
  type: "Job",
  jobType: "Full-time",
  experience: "Entry level",
  salary: "",
  applicationDeadline: "",
  googleFormLink: "",
  description: "",
  requirements: "",
  benefits: "",
  skills: "",
};

/** Submits a job, or edits a pending one: sent as the fields were typed, checked again by the server. */
export function JobForm({
  editing,
  onDone,
}: {
  editing: EditableListing | null;
  onDone: (id: string) => void;
}) {
  const toasts = listingToasts("job", !!editing);
  const { form, onSubmit } = useApiForm({
    schema: jobInput,
    defaultValues: { ...blank, ...editing?.values },
    send: (_, values) =>
      editing
        ? apiFetch<{ job?: { id: string } }>(`/api/jobs/${editing.id}`, { method: "PUT", body: values })
        : apiFetch<{ job?: { id: string } }>("/api/jobs", { body: values }),
    onSuccess: (answer) => onDone(answer.job?.id ?? editing?.id ?? ""),
    keepValues: true,
    ...toasts,
  });

  return (
    <Form form={form} onSubmit={onSubmit} idPrefix="listing" className="gap-8">
      <CommonListingFields />
      <JobFields />
      <SubmitButton loadingText="Submitting..." className="self-start">
        {editing ? "Update Listing" : "Submit Job"}
      </SubmitButton>
    </Form>
  );
}
