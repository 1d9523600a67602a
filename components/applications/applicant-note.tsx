"use client";

// The poster's private note on an applicant: saved on its own, read only by the poster and admins.
import { useRouter } from "next/navigation";
import { Form, SubmitButton, TextAreaField } from "@/components/ui/form";
import { apiFetch } from "@/lib/client/api";
import { applicantNote, NOTE_MAX } from "@/lib/applications/schema";
import { useApiForm } from "@/lib/forms/use-api-form";
import { formMessages } from "@/lib/validation/messages";

export function ApplicantNote({ id, name, note }: { id: string; name: string; note: string }) {
  const router = useRouter();
  const { form, onSubmit } = useApiForm({
    schema: applicantNote,
    defaultValues: { note },
    keepValues: true,
    send: (data) => apiFetch(`/api/applications/${id}/note`, { method: "PUT", body: data }),
    success: () => ({
      title: "Note Saved",
      description: `Only you and the site's admins see it, not ${name}.`,
    }),
    onSuccess: () => router.refresh(),
    failure: ({ message }) => ({
      title: "Update Failed",
      description: message || formMessages.tryAgainLater,
    }),
  });
  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      idPrefix={`note-${id}`}
      className="gap-2"
      aria-label={`Note on ${name}`}
    >
      <TextAreaField
        name="note"
        label="Private note"
        hint={`Only you and the site's admins see this, never ${name}.`}
        rows={2}
        maxLength={NOTE_MAX}
      />
      <SubmitButton size="sm" variant="secondary" loadingText="Saving..." className="self-start">
        Save note<span className="sr-only"> on {name}</span>
      </SubmitButton>
    </Form>
  );
}
