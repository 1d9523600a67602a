"use client";

// The poster's private note on an applicant: saved on its own, read only by the poster and admins.
import { useRouter } from "next/navigation";
import { useTranslations } from "#i18n";
import { Form, SubmitButton, TextAreaField } from "@/components/ui/form";
import { apiFetch } from "@/lib/client/api";
import { applicantNote, NOTE_MAX } from "@/lib/applications/schema";
import { useApiForm } from "@/lib/forms/use-api-form";

export function ApplicantNote({ id, name, note }: { id: string; name: string; note: string }) {
  const t = useTranslations("applications.note");
  const errors = useTranslations("errors");
  const router = useRouter();
  const { form, onSubmit } = useApiForm({
    schema: applicantNote,
    defaultValues: { note },
    keepValues: true,
    send: (data) => apiFetch(`/api/applications/${id}/note`, { method: "PUT", body: data }),
    success: () => ({
      title: t("doneTitle"),
      description: t("doneText", { name }),
    }),
    onSuccess: () => router.refresh(),
    failure: ({ message }) => ({
      title: t("failedTitle"),
      description: message || errors("pleaseTryAgainLater"),
    }),
  });
  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      idPrefix={`note-${id}`}
      className="gap-2"
      aria-label={t("ariaLabel", { name })}
    >
      <TextAreaField name="note" label={t("label")} hint={t("hint", { name })} rows={2} maxLength={NOTE_MAX} />
      <SubmitButton size="sm" variant="secondary" loadingText={t("busy")} className="self-start">
        {t("submit")}
        <span className="sr-only"> {t("submitFor", { name })}</span>
      </SubmitButton>
    </Form>
  );
}
